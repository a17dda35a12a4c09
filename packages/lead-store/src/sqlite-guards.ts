import type { DatabaseSync } from 'node:sqlite'
import { contactKey, mergedOptOut, optOutValues } from './opt-out-rows.ts'
import { budgetPerHour, budgetRefusal, bucketFor, checkRoom, spendFromBucket, type BudgetBucket, type StoreLimits } from './store-guards.ts'
import type { NewOptOut, OptOutWrite, WriteOptions } from './types.ts'

// The SQLite side of store-guards.ts, the opt-out merge and the snapshots. Each function runs inside
// the caller's write transaction (BEGIN IMMEDIATE), which makes the check and the write one step for
// every process sharing the file.

/** Bytes in the pages the data uses (free pages left by deletions do not count). */
export function sqliteUsedBytes(db: DatabaseSync): number {
  const pages = Number(db.prepare('PRAGMA page_count').get()?.page_count)
  const free = Number(db.prepare('PRAGMA freelist_count').get()?.freelist_count)
  return (pages - free) * Number(db.prepare('PRAGMA page_size').get()?.page_size)
}

/** The cap in force: SQLite never sets it below the pages a file already uses. */
function capBytes(db: DatabaseSync): number {
  return Number(db.prepare('PRAGMA max_page_count').get()?.max_page_count) * Number(db.prepare('PRAGMA page_size').get()?.page_size)
}

/** Refuses the write when the store has no room for it or the hour's budget is spent; else spends one row. */
export function guardWrite(db: DatabaseSync, limits: StoreLimits, bucket: BudgetBucket, at: string, options: WriteOptions = {}): void {
  if (limits.maxBytes) checkRoom(sqliteUsedBytes(db), capBytes(db), bucket === 'opt-outs')
  if (budgetPerHour(limits) <= 0) return
  const { name, perHour } = bucketFor(limits, bucket, options.newcomer)
  const row = db.prepare('SELECT tokens, updated_ms FROM write_budget WHERE bucket = ?').get(name)
  const spent = spendFromBucket(row ? { tokens: Number(row.tokens), updatedMs: Number(row.updated_ms) } : null, Date.parse(at), perHour)
  if (!spent.ok) throw budgetRefusal(bucket, budgetPerHour(limits), spent.retryAfterSeconds)
  db.prepare(
    'INSERT INTO write_budget (bucket, tokens, updated_ms) VALUES (?, ?, ?) ON CONFLICT (bucket) DO UPDATE SET tokens = excluded.tokens, updated_ms = excluded.updated_ms',
  ).run(name, spent.next.tokens, spent.next.updatedMs)
}

/** A new record for the contact, or the repeat merged into the one it has (opt-out-rows.ts mergedOptOut). */
export function writeOptOut(db: DatabaseSync, limits: StoreLimits, optOut: NewOptOut, options: WriteOptions = {}): OptOutWrite {
  const existing = db.prepare('SELECT seq, channels FROM opt_outs WHERE contact_key = ?').get(contactKey(optOut))
  if (!existing) {
    guardWrite(db, limits, 'opt-outs', optOut.receivedAt, options)
    const values = optOutValues(optOut)
    db.prepare(`INSERT INTO opt_outs (${values.map(([column]) => column).join(', ')}) VALUES (${values.map(() => '?').join(', ')})`).run(
      ...values.map(([, value]) => value),
    )
    return 'created'
  }
  const { channels, forwardAgain } = mergedOptOut(existing.channels, optOut)
  db.prepare(
    `UPDATE opt_outs SET received_at = ?, email = ?, phone = ?, page_url = ?, client_ip = ?, user_agent = ?, channels = ?,
       requests = requests + 1, updated_at = ? WHERE seq = ?`,
  ).run(
    optOut.receivedAt,
    optOut.email,
    optOut.phone,
    optOut.pageUrl,
    optOut.clientIp,
    optOut.userAgent,
    channels,
    optOut.receivedAt,
    Number(existing.seq),
  )
  if (forwardAgain) {
    db.prepare(
      `UPDATE opt_outs SET id = ?, status = 'pending', attempts = 0, next_attempt_at = ?, locked_until = NULL, last_status = NULL,
         last_error = NULL, delivered_at = NULL WHERE seq = ?`,
    ).run(optOut.id, optOut.receivedAt, Number(existing.seq))
  }
  return 'merged'
}

export function saveSqliteSnapshot(db: DatabaseSync, name: string, value: unknown): void {
  db.prepare(
    'INSERT INTO settings_snapshots (name, value, saved_at) VALUES (?, ?, ?) ON CONFLICT (name) DO UPDATE SET value = excluded.value, saved_at = excluded.saved_at',
  ).run(name, JSON.stringify(value), new Date().toISOString())
}

export function loadSqliteSnapshot(db: DatabaseSync, name: string): unknown {
  const row = db.prepare('SELECT value FROM settings_snapshots WHERE name = ?').get(name)
  return row ? JSON.parse(String(row.value)) : null
}
