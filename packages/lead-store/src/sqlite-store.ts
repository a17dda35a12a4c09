import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { MIGRATIONS } from './migrations.ts'
import { keepPrivate } from './private-file.ts'
import { optOutFromRow, optOutRecord } from './opt-out-rows.ts'
import { SqlLeadStore, type Executor } from './sql-lead-store.ts'
import { runSync, sql, type Work } from './steps.ts'
import { backupSqlite, clearDeletedSqlite, type BackupReport } from './sqlite-maintenance.ts'
import type { StoreLimits } from './store-guards.ts'
import type { OptOutJob, OutboxJob } from './types.ts'
import type { Room } from './write-guards.ts'

/** The lead file's cap when LEADS_DB_MAX_BYTES is not set: 1 GiB, about a million leads. */
export const DEFAULT_MAX_BYTES = 1024 ** 3

/** Runs `work` in one write transaction; BEGIN IMMEDIATE takes the file's single write lock first. */
function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = work()
    db.exec('COMMIT')
    return result
  } catch (error) {
    // SQLite has already rolled back after some errors (a full disk among them).
    if (db.isTransaction) db.exec('ROLLBACK')
    throw error
  }
}

function executor(db: DatabaseSync): Executor {
  return {
    each: async (work) => runSync(db, work),
    transaction: async (work, durability = 'durable') => {
      if (durability === 'durable') return transaction(db, () => runSync(db, work))
      // In WAL mode a NORMAL commit is appended without a sync; nothing else runs on the connection meanwhile.
      db.exec('PRAGMA synchronous = NORMAL')
      try {
        return transaction(db, () => runSync(db, work))
      } finally {
        db.exec('PRAGMA synchronous = FULL')
      }
    },
  }
}

const pragma = (name: string) => sql(`PRAGMA ${name}`)

/** Bytes in the pages the data uses (free pages left by deletions do not count), and the cap in force. */
function* room(): Work<Room> {
  const [pages] = yield pragma('page_count')
  const [free] = yield pragma('freelist_count')
  const [size] = yield pragma('page_size')
  const [max] = yield pragma('max_page_count')
  const pageSize = Number(size?.page_size)
  return {
    usedBytes: (Number(pages?.page_count) - Number(free?.freelist_count)) * pageSize,
    // SQLite never sets the cap below the pages a file already uses.
    capBytes: Number(max?.max_page_count) * pageSize,
  }
}

/**
 * The embedded store: one SQLite file. WAL lets the site, the CLI and the outbox read while one
 * writes; synchronous=FULL makes every commit reach the disk (fsync) before insertLead returns, so a
 * 201 survives a killed process and a power cut. busy_timeout makes a second process wait its turn.
 */
export class SqliteLeadStore extends SqlLeadStore {
  readonly #db: DatabaseSync

  private constructor(db: DatabaseSync, limits: StoreLimits) {
    super('sqlite', limits, executor(db), room)
    this.#db = db
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
    return runSync(this.#db, room()).capBytes ?? 0
  }

  /** Journal mode and sync level actually in force, for tests and `pnpm leads` diagnostics. */
  pragmas(): { journalMode: string; synchronous: number } {
    const journal = this.#db.prepare('PRAGMA journal_mode').get()
    const sync = this.#db.prepare('PRAGMA synchronous').get()
    return { journalMode: String(journal?.journal_mode), synchronous: Number(sync?.synchronous) }
  }

  #migrate(): void {
    this.#db.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    )
    for (const migration of MIGRATIONS) {
      transaction(this.#db, () => {
        // Checked inside the write lock: another process may have applied it a moment ago.
        if (this.#db.prepare('SELECT 1 FROM schema_migrations WHERE version = ?').get(migration.version)) return
        this.#db.exec(migration.sqlite)
        this.#db
          .prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
          .run(migration.version, migration.name, new Date().toISOString())
      })
    }
  }

  async claimDue({ now, limit, leaseMs }: { now: string; limit: number; leaseMs: number }): Promise<OutboxJob[]> {
    const leaseUntil = new Date(Date.parse(now) + leaseMs).toISOString()
    return transaction(this.#db, () => {
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

  async usedBytes() {
    return runSync(this.#db, room()).usedBytes
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
