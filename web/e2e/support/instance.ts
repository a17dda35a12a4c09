// One instance of the production build as it is deployed: the standalone server, started by
// `pnpm start`'s script (web/serving/start.ts) in a process group of its own, so a SIGKILL takes all
// of it down at once, as a crash or an OOM kill would. Used by the several-instances test and the
// scale demo.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { freePort } from '@site/lead-store/testing/free-port'

const startScript = fileURLToPath(new URL('../../serving/start.ts', import.meta.url))

export type Instance = {
  name: string
  url: string
  port: number
  /** The process id of the start script; the server is its child. */
  pid: number
  /** SIGKILL the whole process group; resolves when it is gone. */
  kill: () => Promise<void>
  /** SIGTERM; resolves when it is gone. */
  stop: () => Promise<void>
  output: () => string
}

/** The variables a developer's shell may hold that would point an instance at other stores. */
const FOREIGN = ['DATABASE_URL', 'REDIS_URL', 'LEADS_DB', 'LEAD_FORWARD_URL', 'CONTENT_DATASET', 'SANITY_PROJECT_ID', 'SANITY_DATASET']

export async function startInstance(name: string, env: Record<string, string>, port?: number): Promise<Instance> {
  const listen = port ?? (await freePort())
  const base = { ...process.env }
  for (const key of FOREIGN) delete base[key]
  const child = spawn(process.execPath, [startScript], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...base, PORT: String(listen), LISTEN_HOST: '127.0.0.1', ...env },
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(child, 'exit')
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
    process.kill(-child.pid, name)
    await exited
  }
  const url = `http://127.0.0.1:${listen}`
  const deadline = Date.now() + 60_000
  for (;;) {
    const up = await fetch(`${url}/api/health`).then(
      (response) => response.status < 500,
      () => false,
    )
    if (up) break
    if (child.exitCode !== null) throw new Error(`instance ${name} exited while starting (run \`pnpm build\` first):\n${output}`)
    if (Date.now() > deadline) {
      await signal('SIGKILL')
      throw new Error(`instance ${name} did not answer on ${url} within 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    name,
    url,
    port: listen,
    pid: child.pid ?? 0,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
    output: () => output,
  }
}
