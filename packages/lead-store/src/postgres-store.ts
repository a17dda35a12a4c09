import pg from 'pg'
import { MIGRATIONS } from './migrations.ts'
import { optOutFromRow, optOutRecord } from './opt-out-rows.ts'
import { clearDeletedPostgres } from './postgres-maintenance.ts'
import { SqlLeadStore, type Executor } from './sql-lead-store.ts'
import { runAsync, sql, type Work } from './steps.ts'
import type { StoreLimits } from './store-guards.ts'
import type { OptOutJob, OutboxJob } from './types.ts'
import type { Room } from './write-guards.ts'

// Any number works as long as every instance uses the same one: it serialises migrations across
// web instances that start together.
const MIGRATION_LOCK = 7_305_001

/** How long a measured database size is trusted before it is asked again. */
const SIZE_TTL_MS = 5000

async function transaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  // A checked-out client whose connection drops (the server restarts or dies) emits 'error' as well
  // as failing its query; unheard, that event would be an uncaught exception that ends the process.
  const onError = (error: Error) => console.error(`[lead-store] Postgres connection lost: ${error.message}`)
  client.on('error', onError)
  let failure: Error | undefined
  try {
    await client.query('BEGIN')
    const result = await work(client)
    await client.query('COMMIT')
    return result
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error))
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    client.off('error', onError)
    // After a failure the connection may be broken: close it rather than hand it to the next caller.
    client.release(failure)
  }
}

function executor(pool: pg.Pool): Executor {
  return {
    each: (work) => runAsync(pool, work),
    transaction: (work, durability = 'durable') =>
      transaction(pool, async (client) => {
        // Postgres's own switch for commits that need not wait for the disk, for this transaction only.
        if (durability === 'bookkeeping') await client.query('SET LOCAL synchronous_commit = off')
        return runAsync(client, work)
      }),
  }
}

/** The database's size against `maxBytes`, the size asked at most every few seconds (pg_database_size reads every file's size). */
function room(maxBytes: number | undefined): () => Work<Room> {
  let known: { bytes: number; at: number } | null = null
  return function* () {
    if (!known || Date.now() - known.at >= SIZE_TTL_MS) {
      const [row] = yield sql('SELECT pg_database_size(current_database()) AS bytes')
      known = { bytes: Number(row?.bytes ?? 0), at: Date.now() }
    }
    return { usedBytes: known.bytes, capBytes: maxBytes }
  }
}

/** The store for hosted setups (DATABASE_URL): the same tables and guarantees as the SQLite file. */
export class PostgresLeadStore extends SqlLeadStore {
  readonly #pool: pg.Pool

  private constructor(pool: pg.Pool, limits: StoreLimits) {
    super('postgres', limits, executor(pool), room(limits.maxBytes))
    this.#pool = pool
  }

  /** `maxBytes` (LEADS_DB_MAX_BYTES) caps the database's size when set; the write budget applies either way (store-guards.ts). */
  static async connect(connectionString: string, options: { max?: number } & StoreLimits = {}): Promise<PostgresLeadStore> {
    const { max, ...limits } = options
    const pool = new pg.Pool({ connectionString, max: max ?? 5 })
    // An idle client losing its connection must not take the web process down with it.
    pool.on('error', (error) => console.error(`[lead-store] idle Postgres connection failed: ${error.message}`))
    const store = new PostgresLeadStore(pool, limits)
    try {
      await store.#migrate()
    } catch (error) {
      await pool.end()
      throw error
    }
    return store
  }

  async #migrate(): Promise<void> {
    // Nothing to do is the common case, answered without a write, so a store on a read-only
    // database (a replica, a failover) still opens: reads work and writes fail one by one (503).
    const { rows: table } = await this.#pool.query<{ present: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS present")
    if (table[0]?.present) {
      const { rows } = await this.#pool.query<{ version: number }>('SELECT version FROM schema_migrations')
      const done = new Set(rows.map((row) => Number(row.version)))
      if (MIGRATIONS.every((migration) => done.has(migration.version))) return
    }
    await transaction(this.#pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      await client.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)',
      )
      const { rows } = await client.query<{ version: number }>('SELECT version FROM schema_migrations')
      const applied = new Set(rows.map((row) => Number(row.version)))
      for (const migration of MIGRATIONS) {
        if (applied.has(migration.version)) continue
        await client.query(migration.postgres)
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, now())', [
          migration.version,
          migration.name,
        ])
      }
    })
  }

  async claimDue({ now, limit, leaseMs }: { now: string; limit: number; leaseMs: number }): Promise<OutboxJob[]> {
    const leaseUntil = new Date(Date.parse(now) + leaseMs).toISOString()
    // SKIP LOCKED: several web instances may sweep at once; each lead goes to exactly one of them.
    const { rows } = await this.#pool.query(
      `UPDATE lead_outbox o SET locked_until = $2, updated_at = $1
       FROM (SELECT lead_id FROM lead_outbox
             WHERE status = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
             ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED) due, leads l
       WHERE o.lead_id = due.lead_id AND l.id = o.lead_id
       RETURNING o.lead_id, o.attempts, l.payload`,
      [now, leaseUntil, limit],
    )
    return rows.map((row) => ({ leadId: String(row.lead_id), attempts: Number(row.attempts), payload: row.payload }))
  }

  async claimDueOptOuts({ now, limit, leaseMs }: { now: string; limit: number; leaseMs: number }): Promise<OptOutJob[]> {
    const leaseUntil = new Date(Date.parse(now) + leaseMs).toISOString()
    const { rows } = await this.#pool.query(
      `UPDATE opt_outs x SET locked_until = $2, updated_at = $1
       FROM (SELECT id FROM opt_outs
             WHERE status = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
             ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED) due
       WHERE x.id = due.id
       RETURNING x.*`,
      [now, leaseUntil, limit],
    )
    return rows
      .map(optOutFromRow)
      .map((stored) => ({ optOutId: stored.id, attempts: stored.outbox.attempts, optOut: optOutRecord(stored) }))
  }

  async usedBytes() {
    const { rows } = await this.#pool.query<{ bytes: string }>('SELECT pg_database_size(current_database()) AS bytes')
    return Number(rows[0]?.bytes ?? 0)
  }

  async clearDeleted(tables: readonly string[], options: { rewrite: boolean }) {
    await clearDeletedPostgres(this.#pool, tables, options.rewrite)
  }

  async close() {
    await this.#pool.end()
  }
}
