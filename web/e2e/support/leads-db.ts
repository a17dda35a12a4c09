// Where the browser tests' server keeps leads: a scratch SQLite file per checkout and port (or
// LEADS_DB), known to both serve.ts, which starts the server with it, and the specs, which read it
// with `pnpm leads`. The checkout is part of the name so two clones testing on one machine (the same
// port in different network namespaces, say) never share, or wipe, each other's store.
import { createHash } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const checkout = createHash('sha256')
  .update(new URL('../..', import.meta.url).pathname)
  .digest('hex')
  .slice(0, 8)

export function e2eLeadsDb(port: string | number): string {
  return process.env.LEADS_DB ?? join(tmpdir(), `e2e-leads-${checkout}-${port}`, 'leads.db')
}
