import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync, type SQLInputValue } from 'node:sqlite'
import { newLeadExtras } from './mail-queue.ts'
import { MIGRATIONS } from './migrations.ts'
import { keepPrivate } from './private-file.ts'
import { claimRequest } from './request-repeats.ts'
import { optOutFromRow, optOutRecord } from './opt-out-rows.ts'
import { clampLimit, leadSelect, leadFromRow, leadValues, subscriptionFromRow, subscriptionValues } from './rows.ts'
import { runSync, type RunMode, type WorkFor } from './steps.ts'
import { backupSqlite, clearDeletedSqlite, type BackupReport } from './sqlite-maintenance.ts'
import { guardWrite, loadSqliteSnapshot, saveSqliteSnapshot, sqliteUsedBytes, writeOptOut } from './sqlite-guards.ts'
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

const LEAD_SELECT = leadSelect('group_concat')

/** The lead file's cap when LEADS_DB_MAX_BYTES is not set: 1 GiB, about a million leads. */
export const DEFAULT_MAX_BYTES = 1024 ** 3

/**
 * The embedded store: one SQLite file. WAL lets the site, the CLI and the outbox read while one
 * writes; synchronous=FULL makes every commit reach the disk (fsync) before insertLead returns, so a
 * 201 survives a killed process and a power cut. busy_timeout makes a second process wait its turn.
 */
export class SqliteLeadStore implements LeadStore {
  readonly kind = 'sqlite'
  readonly #db: DatabaseSync
  readonly #limits: StoreLimits

  private constructor(db: DatabaseSync, limits: StoreLimits) {
    this.#db = db
    this.#limits = limits
  }

  /**
   * `maxBytes` caps the file (LEADS_DB_MAX_BYTES): past it every write fails the way it does on a
   * full disk (SQLITE_FULL), so a flood of posts cannot fill the disk the rest of the server needs.
   * Without it the cap is DEFAULT_MAX_BYTES: years of a small company's leads, far below a disk. A
   * share of the cap is kept for opt-outs, and new rows spend from the write budget (store-guards.ts).
   */
  static open(file: string, options: StoreLimits = {}): SqliteLeadStore {
    if (file !== ':memory:') {
      mkdirSync(dirname(file), { recursive: true })
      keepPrivate(file)
    }
    const db = new DatabaseSync(file, { timeout: 10_000 })
    // secure_delete: deleted rows are overwritten in the file, not only unlinked (sqlite-maintenance.ts).
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA secure_delete = ON;')
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES
    const store = new SqliteLeadStore(db, { ...options, maxBytes: file === ':memory:' ? undefined : maxBytes })
    store.#migrate()
    if (file !== ':memory:') {
      const pageSize = Number(db.prepare('PRAGMA page_size').get()?.page_size)
      // SQLite never sets the cap below the pages already in use.
      db.exec(`PRAGMA max_page_count = ${Math.max(1, Math.floor(maxBytes / pageSize))}`)
    }
    return store
  }

  /** The cap on the file in force (PRAGMA max_page_count times the page size). */
  maxBytes(): number {
    const pages = Number(this.#db.prepare('PRAGMA max_page_count').get()?.max_page_count)
    return pages * Number(this.#db.prepare('PRAGMA page_size').get()?.page_size)
  }

  /** Journal mode and sync level actually in force, for tests and `pnpm leads` diagnostics. */
  pragmas(): { journalMode: string; synchronous: number } {
    const journal = this.#db.prepare('PRAGMA journal_mode').get()
    const sync = this.#db.prepare('PRAGMA synchronous').get()
    return { journalMode: String(journal?.journal_mode), synchronous: Number(sync?.synchronous) }
  }

  #transaction<T>(work: () => T): T {
    this.#db.exec('BEGIN IMMEDIATE')
    try {
      const result = work()
      this.#db.exec('COMMIT')
      return result
    } catch (error) {
      // SQLite has already rolled back after some errors (a full disk among them).
      if (this.#db.isTransaction) this.#db.exec('ROLLBACK')
      throw error
    }
  }

  #migrate(): void {
    this.#db.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    )
    for (const migration of MIGRATIONS) {
      this.#transaction(() => {
        // Checked inside the write lock: another process may have applied it a moment ago.
        if (this.#db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version)) return
        this.#db.exec(migration.sqlite)
        this.#db
          .prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
          .run(migration.version, migration.name, new Date().toISOString())
      })
    }
  }

  async insertLead(lead: NewLead, options: WriteOptions = {}): Promise<LeadWrite> {
    const values = leadValues(lead)
    return this.#transaction(() => {
      const repeat = runSync(this.#db, claimRequest(lead))
      if (repeat) return repeat
      guardWrite(this.#db, this.#limits, 'submissions', lead.receivedAt, options)
      this.#db
        .prepare(`INSERT INTO leads (${values.map(([column]) => column).join(', ')}) VALUES (${values.map(() => '?').join(', ')})`)
        .run(...values.map(([, value]) => value))
      this.#db
        .prepare("INSERT INTO lead_outbox (lead_id, status, attempts, next_attempt_at, updated_at) VALUES (?, 'pending', 0, ?, ?)")
        .run(lead.id, lead.receivedAt, lead.receivedAt)
      runSync(this.#db, newLeadExtras(lead))
      return STORED
    })
  }

  async run<T>(work: WorkFor<T>, mode: RunMode = 'write'): Promise<T> {
    if (mode === 'read') return runSync(this.#db, work('sqlite'))
    if (mode === 'write') return this.#transaction(() => runSync(this.#db, work('sqlite')))
    // In WAL mode a NORMAL commit is appended without a sync; nothing else runs on the connection meanwhile.
    this.#db.exec('PRAGMA synchronous = NORMAL')
    try {
      return this.#transaction(() => runSync(this.#db, work('sqlite')))
    } finally {
      this.#db.exec('PRAGMA synchronous = FULL')
    }
  }

  async getLead(id: string) {
    const row = this.#db.prepare(`${LEAD_SELECT} WHERE l.id = ?`).get(id)
    return row ? leadFromRow(row) : null
  }

  async listLeads(options: ListOptions = {}) {
    const where: string[] = []
    const params: SQLInputValue[] = []
    if (options.after !== undefined) {
      where.push(options.newestFirst ? 'l.seq < ?' : 'l.seq > ?')
      params.push(options.after)
    }
    if (options.status) {
      where.push('o.status = ?')
      params.push(options.status)
    }
    const sql = `${LEAD_SELECT} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY l.seq ${options.newestFirst ? 'DESC' : 'ASC'} LIMIT ?`
    return this.#db
      .prepare(sql)
      .all(...params, clampLimit(options.limit))
      .map(leadFromRow)
  }

  async countLeads(status?: OutboxStatus) {
    const row = status
      ? this.#db.prepare('SELECT COUNT(*) AS n FROM lead_outbox WHERE status = ?').get(status)
      : this.#db.prepare('SELECT COUNT(*) AS n FROM leads').get()
    return Number(row?.n ?? 0)
  }

  async insertSubscription(subscription: NewSubscription, options: WriteOptions = {}): Promise<void> {
    const values = subscriptionValues(subscription)
    this.#transaction(() => {
      guardWrite(this.#db, this.#limits, 'submissions', subscription.subscribedAt, options)
      this.#db
        .prepare(
          `INSERT INTO newsletter_subscriptions (${values.map(([column]) => column).join(', ')}) VALUES (${values.map(() => '?').join(', ')})`,
        )
        .run(...values.map(([, value]) => value))
    })
  }

  async listSubscriptions(options: Pick<ListOptions, 'limit' | 'after' | 'newestFirst'> = {}) {
    const cursor = options.after === undefined ? '' : options.newestFirst ? 'WHERE seq < ?' : 'WHERE seq > ?'
    const params: SQLInputValue[] = options.after === undefined ? [] : [options.after]
    return this.#db
      .prepare(`SELECT * FROM newsletter_subscriptions ${cursor} ORDER BY seq ${options.newestFirst ? 'DESC' : 'ASC'} LIMIT ?`)
      .all(...params, clampLimit(options.limit))
      .map(subscriptionFromRow)
  }

  async countSubscriptions() {
    return Number(this.#db.prepare('SELECT COUNT(*) AS n FROM newsletter_subscriptions').get()?.n ?? 0)
  }

  async claimDue({ now, limit, leaseMs }: { now: string; limit: number; leaseMs: number }): Promise<OutboxJob[]> {
    const leaseUntil = new Date(Date.parse(now) + leaseMs).toISOString()
    return this.#transaction(() => {
      const claimed = this.#db
        .prepare(
          `UPDATE lead_outbox SET locked_until = ?, updated_at = ?
           WHERE lead_id IN (
             SELECT lead_id FROM lead_outbox
             WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
             ORDER BY next_attempt_at LIMIT ?)
           RETURNING lead_id, attempts`,
        )
        .all(leaseUntil, now, now, now, limit)
      const payload = this.#db.prepare('SELECT payload FROM leads WHERE id = ?')
      return claimed.map((row) => ({
        leadId: String(row.lead_id),
        attempts: Number(row.attempts),
        payload: JSON.parse(String(payload.get(String(row.lead_id))?.payload)),
      }))
    })
  }

  async markDelivered(leadId: string, result: Delivery) {
    this.#markDelivered(LEAD_OUTBOX, leadId, result)
  }

  async markFailed(leadId: string, failure: Failure) {
    this.#markFailed(LEAD_OUTBOX, leadId, failure)
  }

  // Leads and opt-outs keep the same forwarding columns, in their own tables.
  #markDelivered(target: OutboxTable, id: string, result: Delivery) {
    this.#db
      .prepare(
        `UPDATE ${target.table} SET status = 'delivered', attempts = ?, delivered_at = ?, last_status = ?, last_error = NULL,
           next_attempt_at = NULL, locked_until = NULL, updated_at = ? WHERE ${target.key} = ?`,
      )
      .run(result.attempts, result.at, result.httpStatus, result.at, id)
  }

  #markFailed(target: OutboxTable, id: string, failure: Failure) {
    this.#db
      .prepare(
        `UPDATE ${target.table} SET status = ?, attempts = ?, last_status = ?, last_error = ?, next_attempt_at = ?,
           locked_until = NULL, updated_at = ? WHERE ${target.key} = ?`,
      )
      .run(
        failure.retryAt ? 'pending' : 'parked',
        failure.attempts,
        failure.httpStatus,
        failure.error.slice(0, 1000),
        failure.retryAt,
        new Date().toISOString(),
        id,
      )
  }

  async requeueParked(now: string, leadIds?: readonly string[]) {
    const only = leadIds ? `AND lead_id IN (${leadIds.map(() => '?').join(', ')})` : ''
    if (leadIds && !leadIds.length) return 0
    const result = this.#db
      .prepare(
        `UPDATE lead_outbox SET status = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ? WHERE status = 'parked' ${only}`,
      )
      .run(now, now, ...(leadIds ?? []))
    return Number(result.changes)
  }

  async insertOptOut(optOut: NewOptOut, options: WriteOptions = {}): Promise<OptOutWrite> {
    return this.#transaction(() => writeOptOut(this.#db, this.#limits, optOut, options))
  }

  async listOptOuts(options: Pick<ListOptions, 'limit' | 'after' | 'newestFirst'> = {}) {
    const cursor = options.after === undefined ? '' : options.newestFirst ? 'WHERE seq < ?' : 'WHERE seq > ?'
    const params: SQLInputValue[] = options.after === undefined ? [] : [options.after]
    return this.#db
      .prepare(`SELECT * FROM opt_outs ${cursor} ORDER BY seq ${options.newestFirst ? 'DESC' : 'ASC'} LIMIT ?`)
      .all(...params, clampLimit(options.limit))
      .map(optOutFromRow)
  }

  async countOptOuts() {
    return Number(this.#db.prepare('SELECT COUNT(*) AS n FROM opt_outs').get()?.n ?? 0)
  }

  async claimDueOptOuts({ now, limit, leaseMs }: { now: string; limit: number; leaseMs: number }): Promise<OptOutJob[]> {
    const leaseUntil = new Date(Date.parse(now) + leaseMs).toISOString()
    return this.#db
      .prepare(
        `UPDATE opt_outs SET locked_until = ?, updated_at = ?
         WHERE id IN (
           SELECT id FROM opt_outs
           WHERE status = 'pending' AND next_attempt_at <= ? AND (locked_until IS NULL OR locked_until <= ?)
           ORDER BY next_attempt_at LIMIT ?)
         RETURNING *`,
      )
      .all(leaseUntil, now, now, now, limit)
      .map(optOutFromRow)
      .map((stored) => ({ optOutId: stored.id, attempts: stored.outbox.attempts, optOut: optOutRecord(stored) }))
  }

  async markOptOutDelivered(optOutId: string, result: Delivery) {
    this.#markDelivered(OPT_OUTS, optOutId, result)
  }

  async markOptOutFailed(optOutId: string, failure: Failure) {
    this.#markFailed(OPT_OUTS, optOutId, failure)
  }

  async nextDueAt() {
    const row = this.#db.prepare("SELECT MIN(next_attempt_at) AS due FROM lead_outbox WHERE status = 'pending'").get()
    return row?.due ? String(row.due) : null
  }

  async saveSnapshot(name: string, value: unknown) {
    saveSqliteSnapshot(this.#db, name, value)
  }

  async loadSnapshot(name: string) {
    return loadSqliteSnapshot(this.#db, name)
  }

  async usedBytes() {
    return sqliteUsedBytes(this.#db)
  }

  async clearDeleted(_tables: readonly string[], options: { rewrite: boolean }) {
    clearDeletedSqlite(this.#db, options.rewrite)
  }

  /** A consistent copy of the file in `file`, taken while writes go on (sqlite-maintenance.ts). */
  async backupTo(file: string): Promise<BackupReport> {
    return backupSqlite(this.#db, file)
  }

  async close() {
    if (this.#db.isOpen) this.#db.close()
  }
}
