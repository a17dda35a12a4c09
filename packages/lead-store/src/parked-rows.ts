import { placeholders, sql, type Work } from './steps.ts'

/** A queue whose parked rows can go back in line: the leads' outbox or the e-mail queue. */
export type ParkedRows = { table: 'lead_outbox'; key: 'lead_id' } | { table: 'mail_queue'; key: 'id' }

/** Parked rows (all, or the ones named) back in their queue, due at `now`; returns how many. */
export function* requeueParked(queue: ParkedRows, now: string, keys?: readonly string[]): Work<number> {
  if (keys && !keys.length) return 0
  const only = keys ? `AND ${queue.key} IN (${placeholders(keys.length, 2)})` : ''
  const rows = yield sql(
    `UPDATE ${queue.table} SET status = 'pending', attempts = 0, next_attempt_at = ?1, updated_at = ?1 WHERE status = 'parked' ${only} RETURNING ${queue.key}`,
    now,
    ...(keys ?? []),
  )
  return rows.length
}
