import type pg from 'pg'
import { contactKey, mergedOptOut, optOutValues } from './opt-out-rows.ts'
import { budgetPerHour, budgetRefusal, bucketFor, checkRoom, spendFromBucket, type BudgetBucket, type StoreLimits } from './store-guards.ts'
import type { NewOptOut, OptOutWrite, WriteOptions } from './types.ts'

// The Postgres side of store-guards.ts, the opt-out merge and the snapshots. Each function runs on
// the caller's transaction; the budget's row is locked (FOR UPDATE) so instances spend it one at a time.

/** How long a measured database size is trusted before it is asked again. */
const SIZE_TTL_MS = 5000

/** The database's size, asked at most every few seconds (pg_database_size reads every file's size). */
export function databaseSize(pool: pg.Pool): () => Promise<number> {
  let known: { bytes: number; at: number } | null = null
  return async () => {
    if (known && Date.now() - known.at < SIZE_TTL_MS) return known.bytes
    const { rows } = await pool.query<{ bytes: string }>('SELECT pg_database_size(current_database()) AS bytes')
    known = { bytes: Number(rows[0]?.bytes ?? 0), at: Date.now() }
    return known.bytes
  }
}

export async function guardWrite(
  client: pg.PoolClient,
  limits: StoreLimits,
  usedBytes: () => Promise<number>,
  bucket: BudgetBucket,
  at: string,
  options: WriteOptions = {},
): Promise<void> {
  if (limits.maxBytes) checkRoom(await usedBytes(), limits.maxBytes, bucket === 'opt-outs')
  if (budgetPerHour(limits) <= 0) return
  const { name, perHour } = bucketFor(limits, bucket, options.newcomer)
  await client.query('INSERT INTO write_budget (bucket, tokens, updated_ms) VALUES ($1, $2, $3) ON CONFLICT (bucket) DO NOTHING', [
    name,
    perHour,
    Date.parse(at),
  ])
  const { rows } = await client.query<{ tokens: number; updated_ms: string }>(
    'SELECT tokens, updated_ms FROM write_budget WHERE bucket = $1 FOR UPDATE',
    [name],
  )
  const row = rows[0]
  const spent = spendFromBucket(row ? { tokens: Number(row.tokens), updatedMs: Number(row.updated_ms) } : null, Date.parse(at), perHour)
  if (!spent.ok) throw budgetRefusal(bucket, budgetPerHour(limits), spent.retryAfterSeconds)
  await client.query('UPDATE write_budget SET tokens = $2, updated_ms = $3 WHERE bucket = $1', [
    name,
    spent.next.tokens,
    spent.next.updatedMs,
  ])
}

/** A new record for the contact, or the repeat merged into the one it has (opt-out-rows.ts mergedOptOut). */
export async function writeOptOut(
  client: pg.PoolClient,
  limits: StoreLimits,
  usedBytes: () => Promise<number>,
  optOut: NewOptOut,
  options: WriteOptions = {},
): Promise<OptOutWrite> {
  const key = contactKey(optOut)
  // Locks the contact's record, so two instances merging the same contact take turns.
  const { rows } = await client.query<{ seq: string; channels: string }>(
    'SELECT seq, channels FROM opt_outs WHERE contact_key = $1 FOR UPDATE',
    [key],
  )
  const existing = rows[0]
  if (!existing) {
    await guardWrite(client, limits, usedBytes, 'opt-outs', optOut.receivedAt, options)
    const values = optOutValues(optOut)
    // Another instance may have created the contact's record a moment ago: then this is a repeat.
    const inserted = await client.query(
      `INSERT INTO opt_outs (${values.map(([column]) => column).join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT (contact_key) DO NOTHING`,
      values.map(([, value]) => value),
    )
    if (inserted.rowCount) return 'created'
    return writeOptOut(client, limits, usedBytes, optOut, options)
  }
  const { channels, forwardAgain } = mergedOptOut(existing.channels, optOut)
  await client.query(
    `UPDATE opt_outs SET received_at = $2, email = $3, phone = $4, page_url = $5, client_ip = $6, user_agent = $7, channels = $8,
       requests = requests + 1, updated_at = $2 WHERE seq = $1`,
    [existing.seq, optOut.receivedAt, optOut.email, optOut.phone, optOut.pageUrl, optOut.clientIp, optOut.userAgent, channels],
  )
  if (forwardAgain) {
    await client.query(
      `UPDATE opt_outs SET id = $2, status = 'pending', attempts = 0, next_attempt_at = $3, locked_until = NULL, last_status = NULL,
         last_error = NULL, delivered_at = NULL WHERE seq = $1`,
      [existing.seq, optOut.id, optOut.receivedAt],
    )
  }
  return 'merged'
}

export async function savePostgresSnapshot(pool: pg.Pool, name: string, value: unknown): Promise<void> {
  await pool.query(
    'INSERT INTO settings_snapshots (name, value, saved_at) VALUES ($1, $2, now()) ON CONFLICT (name) DO UPDATE SET value = excluded.value, saved_at = now()',
    [name, JSON.stringify(value)],
  )
}

export async function loadPostgresSnapshot(pool: pg.Pool, name: string): Promise<unknown> {
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM settings_snapshots WHERE name = $1', [name])
  return rows[0] ? JSON.parse(rows[0].value) : null
}
