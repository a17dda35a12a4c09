// Starts the production server for the browser tests on its own port, as `pnpm start` does (the
// standalone build, compressed), with a throwaway lead store so test
// submissions never touch data/ of a developer's machine.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { e2eLeadsDb } from './leads-db.ts'

const port = process.argv[2] ?? '3100'
const leadsDb = e2eLeadsDb(port)
// A fresh store for each run, unless the caller chose the file.
if (!process.env.LEADS_DB) rmSync(dirname(leadsDb), { recursive: true, force: true })
const startScript = fileURLToPath(new URL('../../serving/start.ts', import.meta.url))
const child = spawn(process.execPath, [startScript], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    // SITE_URL is left as the build had it: static pages carry the build's value, so a different
    // one at run time would give pages rendered later (ISR, dynamic routes) other canonicals.
    LEADS_DB: leadsDb,
    LEADS_RATE_LIMIT: process.env.LEADS_RATE_LIMIT ?? '0',
  },
})
const stop = () => child.kill('SIGTERM')
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
child.on('exit', (code) => process.exit(code ?? 0))
