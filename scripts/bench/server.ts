import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const WEB = fileURLToPath(new URL('../../web/', import.meta.url))
const NEXT = createRequire(`${WEB}package.json`).resolve('next/dist/bin/next')

export type RunningSite = {
  base: string
  /** SIGTERM, then wait for the process to end. */
  stop: () => Promise<void>
  /** SIGKILL every process of the server at once, as a crash or an OOM kill would; waits for the end. */
  kill: () => Promise<void>
}

/**
 * Starts the production build (`next start`) on a port, in a process group of its own, and waits
 * until it answers. `env` is added to this process's environment.
 */
export async function startSite(port: number, env: Record<string, string> = {}): Promise<RunningSite> {
  const child = spawn(process.execPath, [NEXT, 'start', '-p', String(port)], {
    cwd: WEB,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  })
  const exited = once(child, 'exit')
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    process.kill(-child.pid!, name)
    await exited
  }
  const base = `http://localhost:${port}`
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error('The site exited while starting; run "pnpm build" first, and check the port is free.')
    try {
      if ((await fetch(`${base}/api/proxy-config`)).ok) return { base, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL') }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  await signal('SIGKILL')
  throw new Error('The site did not start within 60 s; run "pnpm build" first.')
}
