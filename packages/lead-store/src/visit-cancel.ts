import { text } from './rows.ts'
import { forUpdate, sql, type Dialect, type Work } from './steps.ts'
import type { VisitWindow } from './types.ts'

// Taking a visit window back: the office cancels one (`pnpm leads visits cancel <lead id>`), or the
// lead itself is deleted (forget.ts, purge.ts). Either way the window's place is freed in the same
// transaction, so the next visitor can have it. The network's count of the day is not given back: a
// booking the office had to cancel still counts against the network that made it.

/** Removes the lead's booking and frees its place; the window it held, or null when it held none. */
export function* releaseBooking(dialect: Dialect, leadId: string): Work<VisitWindow | null> {
  const [booking] = yield sql(
    `SELECT window_id, window_date, starts_at, ends_at FROM visit_bookings WHERE lead_id = ?1${forUpdate(dialect)}`,
    leadId,
  )
  if (!booking) return null
  yield sql('DELETE FROM visit_bookings WHERE lead_id = ?1', leadId)
  yield sql('UPDATE visit_window_load SET booked = booked - 1 WHERE window_id = ?1 AND booked > 0', text(booking, 'window_id'))
  return {
    id: text(booking, 'window_id'),
    date: text(booking, 'window_date'),
    start: text(booking, 'starts_at'),
    end: text(booking, 'ends_at'),
  }
}

/**
 * The office cancels a lead's window: the place is freed, the visit e-mails not yet sent are skipped
 * and the CRM update not yet sent is dropped (the CRM is told by the office, as it told the visitor).
 */
export function* cancelVisit(dialect: Dialect, leadId: string, now: string): Work<VisitWindow | null> {
  const window = yield* releaseBooking(dialect, leadId)
  if (!window) return null
  yield sql(
    `UPDATE mail_queue SET status = 'skipped', last_error = 'the office cancelled the visit window', next_attempt_at = NULL,
       locked_until = NULL, updated_at = ?2
     WHERE lead_id = ?1 AND kind IN ('office-visit', 'visitor-visit') AND status IN ('pending', 'parked')`,
    leadId,
    now,
  )
  yield sql("DELETE FROM crm_updates WHERE lead_id = ?1 AND kind = 'visit-window' AND status IN ('pending', 'parked')", leadId)
  return window
}
