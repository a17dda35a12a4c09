// `pnpm start` (after `pnpm build`): serves the production build on PORT (default 3000).
//
// The build is standalone (.next/standalone): a server with only the files it needs, which a container
// or another machine runs with plain `node`. It does not carry what lives beside the build: Next's
// static files, the seeded images in public/, the embedded dataset and the lead store. This links the
// first two into it and points the server at the other two where they are, so the standalone server
// behaves exactly as `next start` would from web/. Signals are passed on, so a SIGTERM drains it.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MIN_SECRET_LENGTH } from '../src/sanity/webhook-signature.ts'
import { listenHost } from './listen-host.ts'

const webDir = fileURLToPath(new URL('../', import.meta.url))
const repoRoot = resolve(webDir, '..')
const standalone = join(webDir, '.next', 'standalone')
const serverDir = join(standalone, 'web')
const server = join(serverDir, 'server.js')

// A short webhook secret can be found offline from one signed body, after which anyone can expire
// every page at will; refuse to start rather than run with one.
const webhookSecret = process.env.SANITY_REVALIDATE_SECRET ?? ''
if (webhookSecret && webhookSecret.length < MIN_SECRET_LENGTH) {
  console.error(
    `SANITY_REVALIDATE_SECRET is ${webhookSecret.length} characters; it must be at least ${MIN_SECRET_LENGTH} ` +
      '(make one with `openssl rand -hex 32` and give the same value to the Sanity webhook).',
  )
  process.exit(1)
}

if (!existsSync(server)) {
  console.error('No production build found (web/.next/standalone). Run `pnpm build` first.')
  process.exit(1)
}

/** Links `at` to `target`; several instances starting at once may race here, and all agree. */
function link(target: string, at: string) {
  if (!existsSync(target)) return
  const current = (() => {
    try {
      return readlinkSync(at)
    } catch {
      return null
    }
  })()
  if (current === target) return
  rmSync(at, { recursive: true, force: true })
  mkdirSync(dirname(at), { recursive: true })
  try {
    symlinkSync(target, at, 'dir')
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
  }
}
link(join(webDir, '.next', 'static'), join(serverDir, '.next', 'static'))
link(join(webDir, 'public'), join(serverDir, 'public'))

const port = process.env.PORT || '3000'
const env = {
  ...process.env,
  PORT: port,
  // Next's standalone server listens where HOSTNAME says; like `next start`, every interface.
  HOSTNAME: await listenHost(process.env.LISTEN_HOST),
  // Relative paths mean what they mean from web/, as with `next start`, not from inside the build.
  CONTENT_DATASET: resolve(webDir, process.env.CONTENT_DATASET || join('content', 'dataset.ndjson')),
  ...(process.env.DATABASE_URL ? {} : { LEADS_DB: resolve(webDir, process.env.LEADS_DB || join(repoRoot, 'data', 'leads.db')) }),
}

// Brotli or gzip for every response (production-responses.ts).
const productionResponses = fileURLToPath(new URL('./production-responses.ts', import.meta.url))
const child = spawn(process.execPath, ['--import', productionResponses, server], { cwd: serverDir, env, stdio: 'inherit' })
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
