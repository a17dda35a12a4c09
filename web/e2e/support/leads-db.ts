// Where the browser tests' server keeps leads: a scratch SQLite file per port (or LEADS_DB), known to
// both serve.ts, which starts the server with it, and the specs, which read it with `pnpm leads`.
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export function e2eLeadsDb(port: string | number): string {
  return process.env.LEADS_DB ?? join(tmpdir(), `e2e-leads-${port}`, 'leads.db')
}
