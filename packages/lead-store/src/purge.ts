import { addDays, zonedToday } from '@site/leads'
import { LEAD_TABLES, deleteLeads } from './lead-deletion.ts'
import { forgetExpiredRequests } from './request-repeats.ts'
import { text } from './rows.ts'
import { sql, type Dialect, type Work } from './steps.ts'
import type { LeadStore } from './types.ts'

// Retention: leads older than the privacy policy's period (Site settings > Privacy and records, the
// figure the policy itself prints) are deleted with every row tied to them, by the server once a day
// and by `pnpm leads purge` for a cron job. Opt-out records are kept (they stop contact for good);
// newsletter sign-ups last until the person asks (forget.ts). The same run drops bookkeeping that
// has done its work: request fingerprints past the repeat window, per-network booking counts of past days.

export type RetentionPeriod = { amount: number; unit: 'y' | 'm' | 'd' }

const UNIT_WORDS = { y: 'year', m: 'month', d: 'day' } as const

/** `3y`, `36m` or `1095d`; null for anything else (a zero, a fraction, another unit). */
export function parsePeriod(value: string): RetentionPeriod | null {
  const match = /^(\d{1,5})\s*([ymd])$/i.exec(value.trim())
  const amount = Number(match?.[1])
  const unit = match?.[2]?.toLowerCase()
  if (!amount || (unit !== 'y' && unit !== 'm' && unit !== 'd')) return null
  return { amount, unit }
}

export const periodText = ({ amount, unit }: RetentionPeriod) => `${amount} ${UNIT_WORDS[unit]}${amount === 1 ? '' : 's'}`

/** The instant `period` before `now`, by the calendar (UTC): leads received before it are past the period. */
export function periodStart(period: RetentionPeriod, now: Date): string {
  const start = new Date(now.getTime())
  if (period.unit === 'y') start.setUTCFullYear(start.getUTCFullYear() - period.amount)
  else if (period.unit === 'm') start.setUTCMonth(start.getUTCMonth() - period.amount)
  else start.setUTCDate(start.getUTCDate() - period.amount)
  return start.toISOString()
}

/** Leads deleted in one transaction: short enough never to hold up the leads arriving meanwhile. */
const BATCH = 200

/** Deletes up to BATCH of the oldest leads received before `before`; how many it deleted. */
export function* purgeBatch(dialect: Dialect, before: string): Work<number> {
  const rows = yield sql('SELECT id FROM leads WHERE received_at < ?1 ORDER BY received_at LIMIT ?2', before, BATCH)
  return (yield* deleteLeads(
    dialect,
    rows.map((row) => text(row, 'id')),
  )).leads
}

/** Fingerprints past the repeat window and per-network booking counts of days before yesterday. */
export function* dropSpentBookkeeping(now: Date): Work<void> {
  yield* forgetExpiredRequests(now.toISOString())
  yield sql('DELETE FROM visit_network_load WHERE day < ?1', addDays(zonedToday(now), -1))
  // The office's agendas are about no lead, so no lead's deletion takes them: a week of them is kept.
  yield sql("DELETE FROM mail_queue WHERE kind = 'office-agenda' AND notice_key < ?1", `agenda:${addDays(zonedToday(now), -7)}`)
}

export type PurgeReport = { before: string; leads: number }

/** Deletes every lead received before `before`, in batches, then clears the deleted rows from the files. */
export async function purgeLeads(store: LeadStore, before: string, now = new Date()): Promise<PurgeReport> {
  let leads = 0
  for (;;) {
    const deleted = await store.purgeBatch(before)
    leads += deleted
    if (deleted < BATCH) break
  }
  await store.dropSpentBookkeeping(now)
  // Old leads were written long ago: secure deletion and an emptied log suffice, without rewriting
  // the whole file every day (a person's deletion does that: forget.ts).
  await store.clearDeleted([...LEAD_TABLES, 'visit_network_load'], { rewrite: false })
  return { before, leads }
}

/**
 * Whether this instance runs a daily job now: true for exactly one caller once `everyMs` has passed
 * since the last run, however many instances ask (the row of settings_snapshots named `name` is the
 * claim, taken with one conditional upsert).
 */
export function* claimDailyRun(name: string, now: Date, everyMs: number): Work<boolean> {
  const claimed = yield sql(
    `INSERT INTO settings_snapshots (name, value, saved_at) VALUES (?1, '{}', ?2)
     ON CONFLICT (name) DO UPDATE SET saved_at = excluded.saved_at WHERE settings_snapshots.saved_at <= ?3
     RETURNING name`,
    name,
    now.toISOString(),
    new Date(now.getTime() - everyMs).toISOString(),
  )
  return claimed.length > 0
}
