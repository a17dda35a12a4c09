import pg from 'pg'
import { newLeadExtras } from './mail-queue.ts'
import { MIGRATIONS } from './migrations.ts'
import { optOutFromRow, optOutRecord } from './opt-out-rows.ts'
import { databaseSize, guardWrite, loadPostgresSnapshot, savePostgresSnapshot, writeOptOut } from './postgres-guards.ts'
import { clearDeletedPostgres } from './postgres-maintenance.ts'
import { claimRequest } from './request-repeats.ts'
import { clampLimit, leadSelect, leadFromRow, leadValues, subscriptionFromRow, subscriptionValues } from './rows.ts'
import { runAsync, type RunMode, type WorkFor } from './steps.ts'
import type { StoreLimits } from './store-guards.ts'
import {
  LEAD_OUTBOX,
  OPT_OUTS,
  STORED,
  type Delivery,
  type Failure,
  type LeadStore,
  type OutboxTable,
  type ListOptions,
  type LeadWrite,
  type NewLead,
  type NewOptOut,
  type NewSubscription,
  type OptOutJob,
  type OptOutWrite,
  type WriteOptions,
  type OutboxJob,
  type OutboxStatus,
} from './types.ts'

const LEAD_SELECT = leadSelect('string_agg')

// Any number works as long as every instance uses the same one: it serialises migrations across
// web instances that start together.
const MIGRATION_LOCK = 7_305_001

/** The store for hosted setups (DATABASE_URL): the same tables and guarantees as the SQLite file. */
export class PostgresLeadStore implements LeadStore {
  readonly kind = 'postgres'
  readonly #pool: pg.Pool
  readonly #limits: StoreLimits
  readonly #size: () => Promise<number>

  private constructor(pool: pg.Pool, limits: StoreLimits) {
    this.#pool = pool
    this.#limits = limits
    this.#size = databaseSize(pool)
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

  async #transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect()
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

  async #migrate(): Promise<void> {
    // Nothing to do is the common case, answered without a write, so a store on a read-only
    // database (a replica, a failover) still opens: reads work and writes fail one by one (503).
    const { rows: table } = await this.#pool.query<{ present: boolean }>("SELECT to_regclass('schema_migrations') IS NOT NULL AS present")
    if (table[0]?.present) {
      const { rows } = await this.#pool.query<{ version: number }>('SELECT version FROM schema_migrations')
      const done = new Set(rows.map((row) => Number(row.version)))
      if (MIGRATIONS.every((migration) => done.has(migration.version))) return
    }
    await this.#transaction(async (client) => {
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

  async insertLead(lead: NewLead, options: WriteOptions = {}): Promise<LeadWrite> {
    const values = leadValues(lead)
    return this.#transaction(async (client) => {
      const repeat = await runAsync(client, claimRequest(lead))
      if (repeat) return repeat
      await guardWrite(client, this.#limits, this.#size, 'submissions', lead.receivedAt, options)
      await client.query(
        `INSERT INTO leads (${values.map(([column]) => column).join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`,
        values.map(([, value]) => value),
      )
      await client.query(
        "INSERT INTO lead_outbox (lead_id, status, attempts, next_attempt_at, updated_at) VALUES ($1, 'pending', 0, $2, $2)",
        [lead.id, lead.receivedAt],
      )
      await runAsync(client, newLeadExtras(lead))
      return STORED
    })
  }

  async run<T>(work: WorkFor<T>, mode: RunMode = 'write'): Promise<T> {
    if (mode === 'read') return runAsync(this.#pool, work('postgres'))
    return this.#transaction(async (client) => {
      // Postgres's own switch for commits that need not wait for the disk, for this transaction only.
      if (mode === 'bookkeeping') await client.query('SET LOCAL synchronous_commit = off')
      return runAsync(client, work('postgres'))
    })
  }

  async getLead(id: string) {
    const { rows } = await this.#pool.query(`${LEAD_SELECT} WHERE l.id = $1`, [id])
    return rows[0] ? leadFromRow(rows[0]) : null
  }

  async listLeads(options: ListOptions = {}) {
    const where: string[] = []
    const params: (string | number)[] = []
    if (options.after !== undefined) {
      params.push(options.after)
      where.push(options.newestFirst ? `l.seq < $${params.length}` : `l.seq > $${params.length}`)
    }
    if (options.status) {
      params.push(options.status)
      where.push(`o.status = $${params.length}`)
    }
    params.push(clampLimit(options.limit))
    const { rows } = await this.#pool.query(
      `${LEAD_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY l.seq ${options.newestFirst ? 'DESC' : 'ASC'} LIMIT $${params.length}`,
      params,
    )
    return rows.map(leadFromRow)
  }

  async countLeads(status?: OutboxStatus) {
    const { rows } = status
      ? await this.#pool.query('SELECT COUNT(*) AS n FROM lead_outbox WHERE status = $1', [status])
      : await this.#pool.query('SELECT COUNT(*) AS n FROM leads')
    return Number(rows[0]?.n ?? 0)
  }

  async insertSubscription(subscription: NewSubscription, options: WriteOptions = {}): Promise<void> {
    const values = subscriptionValues(subscription)
    await this.#transaction(async (client) => {
      await guardWrite(client, this.#limits, this.#size, 'submissions', subscription.subscribedAt, options)
      await client.query(
        `INSERT INTO newsletter_subscriptions (${values.map(([column]) => column).join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`,
        values.map(([, value]) => value),
      )
    })
  }

  async listSubscriptions(options: Pick<ListOptions, 'limit' | 'after' | 'newestFirst'> = {}) {
    const params: number[] = options.after === undefined ? [] : [options.after]
    const cursor = options.after === undefined ? '' : options.newestFirst ? 'WHERE seq < $1' : 'WHERE seq > $1'
    params.push(clampLimit(options.limit))
    const { rows } = await this.#pool.query(
      `SELECT * FROM newsletter_subscriptions ${cursor} ORDER BY seq ${options.newestFirst ? 'DESC' : 'ASC'} LIMIT $${params.length}`,
      params,
    )
    return rows.map(subscriptionFromRow)
  }

  async countSubscriptions() {
    const { rows } = await this.#pool.query('SELECT COUNT(*) AS n FROM newsletter_subscriptions')
    return Number(rows[0]?.n ?? 0)
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

  async markDelivered(leadId: string, result: Delivery) {
    await this.#markDelivered(LEAD_OUTBOX, leadId, result)
  }

  async markFailed(leadId: string, failure: Failure) {
    await this.#markFailed(LEAD_OUTBOX, leadId, failure)
  }

  // Leads and opt-outs keep the same forwarding columns, in their own tables.
  async #markDelivered(target: OutboxTable, id: string, result: Delivery) {
    await this.#pool.query(
      `UPDATE ${target.table} SET status = 'delivered', attempts = $2, delivered_at = $3, last_status = $4, last_error = NULL,
         next_attempt_at = NULL, locked_until = NULL, updated_at = $3 WHERE ${target.key} = $1`,
      [id, result.attempts, result.at, result.httpStatus],
    )
  }

  async #markFailed(target: OutboxTable, id: string, failure: Failure) {
    await this.#pool.query(
      `UPDATE ${target.table} SET status = $2, attempts = $3, last_status = $4, last_error = $5, next_attempt_at = $6,
         locked_until = NULL, updated_at = now() WHERE ${target.key} = $1`,
      [id, failure.retryAt ? 'pending' : 'parked', failure.attempts, failure.httpStatus, failure.error.slice(0, 1000), failure.retryAt],
    )
  }

  async requeueParked(now: string, leadIds?: readonly string[]) {
    if (leadIds && !leadIds.length) return 0
    const result = await this.#pool.query(
      `UPDATE lead_outbox SET status = 'pending', attempts = 0, next_attempt_at = $1, updated_at = $1
       WHERE status = 'parked' ${leadIds ? 'AND lead_id = ANY($2)' : ''}`,
      leadIds ? [now, [...leadIds]] : [now],
    )
    return result.rowCount ?? 0
  }

  async insertOptOut(optOut: NewOptOut, options: WriteOptions = {}): Promise<OptOutWrite> {
    return this.#transaction((client) => writeOptOut(client, this.#limits, this.#size, optOut, options))
  }

  async listOptOuts(options: Pick<ListOptions, 'limit' | 'after' | 'newestFirst'> = {}) {
    const params: number[] = options.after === undefined ? [] : [options.after]
    const cursor = options.after === undefined ? '' : options.newestFirst ? 'WHERE seq < $1' : 'WHERE seq > $1'
    params.push(clampLimit(options.limit))
    const { rows } = await this.#pool.query(
      `SELECT * FROM opt_outs ${cursor} ORDER BY seq ${options.newestFirst ? 'DESC' : 'ASC'} LIMIT $${params.length}`,
      params,
    )
    return rows.map(optOutFromRow)
  }

  async countOptOuts() {
    const { rows } = await this.#pool.query('SELECT COUNT(*) AS n FROM opt_outs')
    return Number(rows[0]?.n ?? 0)
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

  async markOptOutDelivered(optOutId: string, result: Delivery) {
    await this.#markDelivered(OPT_OUTS, optOutId, result)
  }

  async markOptOutFailed(optOutId: string, failure: Failure) {
    await this.#markFailed(OPT_OUTS, optOutId, failure)
  }

  async nextDueAt() {
    const { rows } = await this.#pool.query("SELECT MIN(next_attempt_at) AS due FROM lead_outbox WHERE status = 'pending'")
    const due: unknown = rows[0]?.due
    return due instanceof Date ? due.toISOString() : null
  }

  async saveSnapshot(name: string, value: unknown) {
    await savePostgresSnapshot(this.#pool, name, value)
  }

  async loadSnapshot(name: string) {
    return loadPostgresSnapshot(this.#pool, name)
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
