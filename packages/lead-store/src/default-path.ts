import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/**
 * Where the embedded store lives: LEADS_DB, else data/leads.db at the root of the repository (found
 * from the working directory, so the site in web/ and `pnpm leads` at the root open the same file).
 * The turbopackIgnore hints tell Next's file tracer this runtime path is not a file to deploy.
 */
export function defaultLeadsFile(env: { LEADS_DB?: string | undefined } = { LEADS_DB: process.env.LEADS_DB }, cwd = process.cwd()): string {
  const start = resolve(/* turbopackIgnore: true */ cwd)
  if (env.LEADS_DB) return resolve(/* turbopackIgnore: true */ start, env.LEADS_DB)
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(/* turbopackIgnore: true */ join(dir, 'pnpm-workspace.yaml'))) return join(dir, 'data', 'leads.db')
    if (dirname(dir) === dir) return join(/* turbopackIgnore: true */ start, 'data', 'leads.db')
  }
}
