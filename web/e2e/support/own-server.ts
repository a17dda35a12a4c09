// A second production server on the same build, with its own environment (its own copy of the
// dataset, a webhook secret), for tests that change content and must not disturb the shared server.
import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { freePort } from '@site/lead-store/testing/free-port'

const webDir = fileURLToPath(new URL('../../', import.meta.url))
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next')
const productionResponses = fileURLToPath(new URL('../../serving/production-responses.ts', import.meta.url))

export type OwnServer = { baseURL: string; stop: () => Promise<void>; output: () => string }

/** `port`: a fixed one when another program must know the address in advance (the Studio's preview). */
export async function startOwnServer(env: Record<string, string>, fixedPort?: number): Promise<OwnServer> {
  const port = fixedPort ?? (await freePort())
  const baseURL = `http://127.0.0.1:${port}`
  let output = ''
  // With the production listener, as `pnpm start` serves (web/serving/production-responses.ts).
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', productionResponses, nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: webDir,
      env: { ...process.env, SITE_URL: baseURL, LEADS_RATE_LIMIT: '0', NEXT_ISR_FLUSH_TO_DISK: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  )
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const stop = async () => {
    if (child.exitCode !== null || !child.pid) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid, 'SIGTERM')
    await exited
  }
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The test server exited early:\n${output}`)
    const ready = await fetch(`${baseURL}/robots.txt`).then(
      (response) => response.status < 500,
      () => false,
    )
    if (ready) return { baseURL, stop, output: () => output }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await stop()
  throw new Error(`The test server did not start within 60 s:\n${output}`)
}
