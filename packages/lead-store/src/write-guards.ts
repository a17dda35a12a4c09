import { contactKey, mergedOptOut, optOutValues } from './opt-out-rows.ts'
import { forUpdate, placeholders, sql, type Dialect, type Work } from './steps.ts'
import { budgetPerHour, budgetRefusal, bucketFor, checkRoom, spendFromBucket, type BudgetBucket, type StoreLimits } from './store-guards.ts'
import type { NewOptOut, OptOutWrite, WriteOptions } from './types.ts'

// store-guards.ts and the opt-out merge as statements for both databases. Each runs inside the
// caller's write transaction: SQLite's BEGIN IMMEDIATE makes the check and the write one step for
// every process sharing the file; on Postgres the rows read are locked (FOR UPDATE) so instances
// spend the budget, and merge a contact, one at a time.

/** The store's bytes in use and its cap, as each database measures them. */
export type Room = { usedBytes: number; capBytes: number | undefined }

export type Guard = {
  dialect: Dialect
  limits: StoreLimits
  /** Read only when the store has a size cap. */
  room: () => Work<Room>
}

/** `INSERT INTO table (columns) VALUES (?1, ...)` for column/value pairs. */
export function insertRow(table: string, values: readonly [string, string | number | null][], suffix = '') {
  return sql(
    `INSERT INTO ${table} (${values.map(([column]) => column).join(', ')}) VALUES (${placeholders(values.length)})${suffix}`,
    ...values.map(([, value]) => value),
  )
}

/** Refuses the write when the store has no room for it or the hour's budget is spent; else spends one row. */
export function* guardWrite(guard: Guard, bucket: BudgetBucket, at: string, options: WriteOptions = {}): Work<void> {
  const { dialect, limits } = guard
  if (limits.maxBytes) {
    const { usedBytes, capBytes } = yield* guard.room()
    checkRoom(usedBytes, capBytes, bucket === 'opt-outs')
  }
  if (budgetPerHour(limits) <= 0) return
  const { name, perHour } = bucketFor(limits, bucket, options.newcomer)
  // A new bucket starts full; written first so Postgres has a row to lock.
  yield sql(
    'INSERT INTO write_budget (bucket, tokens, updated_ms) VALUES (?1, ?2, ?3) ON CONFLICT (bucket) DO NOTHING',
    name,
    perHour,
    Date.parse(at),
  )
  const [row] = yield sql(`SELECT tokens, updated_ms FROM write_budget WHERE bucket = ?1${forUpdate(dialect)}`, name)
  const spent = spendFromBucket(row ? { tokens: Number(row.tokens), updatedMs: Number(row.updated_ms) } : null, Date.parse(at), perHour)
  if (!spent.ok) throw budgetRefusal(bucket, budgetPerHour(limits), spent.retryAfterSeconds)
  yield sql('UPDATE write_budget SET tokens = ?2, updated_ms = ?3 WHERE bucket = ?1', name, spent.next.tokens, spent.next.updatedMs)
}

/** A new record for the contact, or the repeat merged into the one it has (opt-out-rows.ts mergedOptOut). */
export function* writeOptOut(guard: Guard, optOut: NewOptOut, options: WriteOptions = {}): Work<OptOutWrite> {
  const key = contactKey(optOut)
  for (;;) {
    // Locks the contact's record on Postgres, so two instances merging the same contact take turns.
    const [existing] = yield sql(`SELECT seq, channels FROM opt_outs WHERE contact_key = ?1${forUpdate(guard.dialect)}`, key)
    if (!existing) {
      yield* guardWrite(guard, 'opt-outs', optOut.receivedAt, options)
      // Another instance may have created the contact's record a moment ago: then this is a repeat.
      const inserted = yield insertRow('opt_outs', optOutValues(optOut), ' ON CONFLICT (contact_key) DO NOTHING RETURNING seq')
      if (inserted.length) return 'created'
      continue
    }
    const seq = Number(existing.seq)
    const { channels, forwardAgain } = mergedOptOut(existing.channels, optOut)
    yield sql(
      `UPDATE opt_outs SET received_at = ?2, email = ?3, phone = ?4, page_url = ?5, client_ip = ?6, user_agent = ?7, channels = ?8,
         requests = requests + 1, updated_at = ?2 WHERE seq = ?1`,
      seq,
      optOut.receivedAt,
      optOut.email,
      optOut.phone,
      optOut.pageUrl,
      optOut.clientIp,
      optOut.userAgent,
      channels,
    )
    if (forwardAgain) {
      yield sql(
        `UPDATE opt_outs SET id = ?2, status = 'pending', attempts = 0, next_attempt_at = ?3, locked_until = NULL, last_status = NULL,
           last_error = NULL, delivered_at = NULL WHERE seq = ?1`,
        seq,
        optOut.id,
        optOut.receivedAt,
      )
    }
    return 'merged'
  }
}
