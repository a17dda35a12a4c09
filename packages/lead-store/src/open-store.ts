import { defaultLeadsFile } from './default-path.ts'
import { PostgresLeadStore } from './postgres-store.ts'
import { SqliteLeadStore } from './sqlite-store.ts'
import type { LeadStore } from './types.ts'

/** The store the environment asks for: Postgres when DATABASE_URL is set, else the SQLite file. */
export type StoreEnv = {
  DATABASE_URL?: string | undefined
  LEADS_DB?: string | undefined
  LEADS_DB_MAX_BYTES?: number | undefined
  /** New rows an hour per bucket (store-guards.ts); unset: the default, 0: no budget. */
  LEADS_WRITE_BUDGET?: number | undefined
}

const processEnv = (): StoreEnv => ({
  DATABASE_URL: process.env.DATABASE_URL,
  LEADS_DB: process.env.LEADS_DB,
  LEADS_DB_MAX_BYTES: Number(process.env.LEADS_DB_MAX_BYTES) || undefined,
  LEADS_WRITE_BUDGET: process.env.LEADS_WRITE_BUDGET ? Number(process.env.LEADS_WRITE_BUDGET) : undefined,
})

export async function openLeadStore(env: StoreEnv = processEnv()): Promise<LeadStore> {
  const limits = { maxBytes: env.LEADS_DB_MAX_BYTES, writeBudgetPerHour: env.LEADS_WRITE_BUDGET }
  if (env.DATABASE_URL) return PostgresLeadStore.connect(env.DATABASE_URL, limits)
  return SqliteLeadStore.open(defaultLeadsFile(env), limits)
}

/** Where leads are kept, in words, without the password of a database address. */
export function describeLeadStore(env: StoreEnv = processEnv()): string {
  if (!env.DATABASE_URL) return `SQLite ${defaultLeadsFile(env)}`
  try {
    const url = new URL(env.DATABASE_URL)
    return `Postgres ${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`
  } catch {
    return 'Postgres (DATABASE_URL)'
  }
}
