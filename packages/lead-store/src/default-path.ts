import { existsSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'

/**
 * Where the embedded store lives: LEADS_DB, else data/leads.db at the root of the repository (found
 * from the working directory, so the site in web/ and `pnpm leads` at the root open the same file).
 */
export function defaultLeadsFile(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  if (env.LEADS_DB) return resolve(cwd, env.LEADS_DB)
  let dir = resolve(cwd)
  for (;;) {
    if (existsSync(join(dir, 'pnpm-workspace.yaml'))) return join(dir, 'data', 'leads.db')
    const parent = dirname(dir)
    if (parent === dir) return join(resolve(cwd), 'data', 'leads.db')
    dir = parent
  }
}
