// `pnpm start` serves where the host says: next start reads PORT (3000 when unset), so a platform
// that assigns the port, or a second copy on one machine, needs no edit of package.json.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test } from './support/test.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
// 3993 when the browser tests' server has its usual 3100, and beside it when
// E2E_PORT moves that (several checkouts testing on one machine); E2E_START_PORT sets it outright.
const PORT = process.env.E2E_START_PORT ?? String(Number(process.env.E2E_PORT ?? 3100) + 893)

test('PORT=<port> pnpm start serves the built site on that port', async () => {
  test.setTimeout(90_000)
  // The tail of the root `pnpm start` (which builds first): the web package's own start script.
  const child = spawn('pnpm', ['--filter', 'web', 'start'], {
    cwd: root,
    env: { ...process.env, PORT },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  try {
    let status = 0
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline && child.exitCode === null && status === 0) {
      status = await fetch(`http://127.0.0.1:${PORT}/robots.txt`).then(
        (response) => response.status,
        () => 0,
      )
      if (status === 0) await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(status, output).toBe(200)
    expect(output).toContain(`:${PORT}`)
  } finally {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid, 'SIGTERM')
      await exited
    }
  }
})
