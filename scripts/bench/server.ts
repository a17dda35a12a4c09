import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const WEB = fileURLToPath(new URL('../../web/', import.meta.url))
const START = fileURLToPath(new URL('../../web/serving/start.ts', import.meta.url))

export type RunningSite = {
  base: string
  /** SIGTERM, then wait for the process to end. */
  stop: () => Promise<void>
  /** SIGKILL every process of the server at once, as a crash or an OOM kill would; waits for the end. */
  kill: () => Promise<void>
  /** The server's first process (its process group's id), for CPU accounting. */
  pid?: number
}

/** The Next CLI of the app in `dir` (the site's, or the bare page's in scripts/). */
export const nextBin = (dir: string) => createRequire(`${dir}package.json`).resolve('next/dist/bin/next')

/**
 * Starts the production build as it is deployed (`pnpm start`: the standalone server, answering in
 * Brotli or gzip) on a port, in a process group of its own, and waits until it answers. `env` is added
 * to this process's environment.
 */
export function startSite(port: number, env: Record<string, string> = {}): Promise<RunningSite> {
  return startNext({ dir: WEB, port, env, readyPath: '/api/health', command: [START] })
}

/** `next start` of the built app in `dir` (or `command`, run by Node with PORT set); ready once `readyPath` answers 2xx. */
export async function startNext({
  dir,
  port,
  env = {},
  readyPath,
  command = [nextBin(dir), 'start', '-p', String(port)],
}: {
  dir: string
  port: number
  env?: Record<string, string>
  readyPath: string
  command?: string[]
}): Promise<RunningSite> {
  const child = spawn(process.execPath, command, {
    cwd: dir,
    env: { ...process.env, PORT: String(port), ...env },
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
    if (child.exitCode !== null) throw new Error(`${dir} exited while starting; build it first, and check port ${port} is free.`)
    try {
      if ((await fetch(base + readyPath)).ok) return { base, stop: () => signal('SIGTERM'), kill: () => signal('SIGKILL'), pid: child.pid! }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  await signal('SIGKILL')
  throw new Error(`${dir} did not start within 60 s; build it first.`)
}
