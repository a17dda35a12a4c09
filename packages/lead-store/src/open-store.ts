import { defaultLeadsFile } from './default-path.ts'
import { PostgresLeadStore } from './postgres-store.ts'
import { SqliteLeadStore } from './sqlite-store.ts'
import type { LeadStore } from './types.ts'

/** The store the environment asks for: Postgres when DATABASE_URL is set, else the SQLite file. */
export async function openLeadStore(env: NodeJS.ProcessEnv = process.env): Promise<LeadStore> {
  if (env.DATABASE_URL) return PostgresLeadStore.connect(env.DATABASE_URL)
  return SqliteLeadStore.open(defaultLeadsFile(env))
}

/** Where leads are kept, in words, without the password of a database address. */
export function describeLeadStore(env: NodeJS.ProcessEnv = process.env): string {
  if (!env.DATABASE_URL) return `SQLite ${defaultLeadsFile(env)}`
  try {
    const url = new URL(env.DATABASE_URL)
    return `Postgres ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
  } catch {
    return 'Postgres (DATABASE_URL)'
  }
}
