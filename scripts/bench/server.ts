import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const WEB = fileURLToPath(new URL('../../web/', import.meta.url))

/** Starts the production build (`next start`) on a port and waits until it answers. */
export async function startSite(port: number, env: Record<string, string> = {}): Promise<{ base: string; stop: () => void }> {
  const child = spawn('npx', ['next', 'start', '-p', String(port)], {
    cwd: WEB,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  })
  const base = `http://localhost:${port}`
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(base)).status < 500) return { base, stop: () => process.kill(-child.pid!, 'SIGTERM') }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  process.kill(-child.pid!, 'SIGKILL')
  throw new Error('The site did not start; run "pnpm build" first.')
}
