import { enqueueMail } from './mail-queue.ts'
import { text } from './rows.ts'
import { forUpdate, sql, type Dialect, type Work } from './steps.ts'
import type { VisitWindow } from './types.ts'
import { releaseBooking } from './visit-cancel.ts'
import { currentBooking, enqueueCrmUpdate, MAX_WINDOW_CHANGES, placeBooking } from './visit-bookings.ts'

// What the office decides on a visit request from its e-mail, and what the visitor does with the link
// in theirs. Each is one transaction that changes the booking, frees or takes its places, queues the
// e-mails that follow and the CRM update; a second identical request finds nothing to do and queues
// nothing, so a double click or a resent form makes one e-mail. The e-mails are reserved against the
// caps as they are queued (mail-queue.ts enqueueMail): only the office or the link's holder sets them off.

/** The office's answer: confirm the window asked for, decline it, or offer (and hold) another. */
export type OfficeDecision = { kind: 'confirm' } | { kind: 'decline' } | { kind: 'offer'; window: VisitWindow; capacity: number }

export type DecisionResult =
  | { outcome: 'confirmed' | 'declined' | 'offered'; window: VisitWindow }
  /** Already so: the same decision made before (nothing queued). */
  | { outcome: 'unchanged' }
  /** No booking to decide on (cancelled or declined meanwhile). */
  | { outcome: 'no-booking' }
  /** The window offered has no place left. */
  | { outcome: 'full' }

const reserved = { reserved: true }

function* bookedWindow(dialect: Dialect, leadId: string): Work<VisitWindow | null> {
  const [row] = yield sql(
    `SELECT window_id, window_date, starts_at, ends_at FROM visit_bookings WHERE lead_id = ?1${forUpdate(dialect)}`,
    leadId,
  )
  return row
    ? { id: text(row, 'window_id'), date: text(row, 'window_date'), start: text(row, 'starts_at'), end: text(row, 'ends_at') }
    : null
}

export function* decideVisit(dialect: Dialect, leadId: string, decision: OfficeDecision, now: string): Work<DecisionResult> {
  const current = yield* currentBooking(dialect, leadId)
  if (decision.kind === 'confirm') {
    if (!current) return { outcome: 'no-booking' }
    if (current.status === 'confirmed') return { outcome: 'unchanged' }
    yield sql("UPDATE visit_bookings SET status = 'confirmed', confirmed_at = ?2 WHERE lead_id = ?1", leadId, now)
    const window = (yield* bookedWindow(dialect, leadId)) as VisitWindow
    yield* enqueueMail(leadId, 'visitor-visit-confirmed', now, window, reserved)
    yield* enqueueCrmUpdate(leadId, window, 'confirmed', now)
    return { outcome: 'confirmed', window }
  }
  if (decision.kind === 'decline') {
    const window = yield* releaseBooking(dialect, leadId)
    if (!window) return { outcome: 'no-booking' }
    yield* enqueueMail(leadId, 'visitor-visit-declined', now, window, reserved)
    yield* enqueueCrmUpdate(leadId, window, 'cancelled', now)
    return { outcome: 'declined', window }
  }
  const { window, capacity } = decision
  if (current?.windowId === window.id && current.status === 'confirmed') return { outcome: 'unchanged' }
  if (current?.windowId === window.id) return yield* decideVisit(dialect, leadId, { kind: 'confirm' }, now)
  // The office's own choice: no network allowance is spent, and no limit on moves applies.
  const placed = yield* placeBooking({
    leadId,
    window,
    capacity,
    now,
    network: null,
    current,
    changes: current?.changes ?? 0,
    status: 'confirmed',
  })
  if (placed !== 'placed') return { outcome: 'full' }
  yield* enqueueMail(leadId, 'visitor-visit-offered', now, window, reserved)
  yield* enqueueCrmUpdate(leadId, window, 'confirmed', now)
  return { outcome: 'offered', window }
}

/**
 * The visitor moves their visit (or, having none since the office declined, asks for one) from the
 * link in their e-mail. `cutoffMs`: how long before a booked window starts it may still be changed.
 */
export type VisitorChange = {
  leadId: string
  window: VisitWindow
  capacity: number
  now: string
  network: string
  cutoffMs: number
}

export type VisitorResult =
  | { outcome: 'moved' | 'booked' | 'cancelled'; window: VisitWindow }
  | { outcome: 'unchanged' | 'no-booking' | 'too-late' | 'full' | 'network-limit' | 'too-many-changes' }

const tooLate = (startsAt: string, now: string, cutoffMs: number) => Date.parse(now) > Date.parse(startsAt) - cutoffMs

/**
 * A move goes back to 'requested': the office confirmed a time on its round for that day, and the new
 * window needs its word too (office-visit-changed carries its decision link).
 */
export function* changeVisit(dialect: Dialect, change: VisitorChange): Work<VisitorResult> {
  const { leadId, window, now } = change
  const current = yield* currentBooking(dialect, leadId)
  if (current?.windowId === window.id) return { outcome: 'unchanged' }
  if (current && tooLate(current.startsAt, now, change.cutoffMs)) return { outcome: 'too-late' }
  const changes = current ? current.changes + 1 : 0
  if (changes > MAX_WINDOW_CHANGES) return { outcome: 'too-many-changes' }
  const placed = yield* placeBooking({ ...change, current, changes, status: 'requested' })
  if (placed !== 'placed') return { outcome: placed }
  yield* enqueueMail(leadId, current ? 'office-visit-changed' : 'office-visit', now, window)
  yield* enqueueMail(leadId, 'visitor-visit', now, window, reserved)
  yield* enqueueCrmUpdate(leadId, window, 'requested', now)
  return { outcome: current ? 'moved' : 'booked', window }
}

/** The visitor cancels their visit up to the cut-off: the place is freed, the office and the CRM told. */
export function* cancelVisitByVisitor(dialect: Dialect, leadId: string, now: string, cutoffMs: number): Work<VisitorResult> {
  const current = yield* currentBooking(dialect, leadId)
  if (!current) return { outcome: 'no-booking' }
  if (tooLate(current.startsAt, now, cutoffMs)) return { outcome: 'too-late' }
  const window = (yield* releaseBooking(dialect, leadId)) as VisitWindow
  // Both e-mails name the window given up; the lead holding no window is what says it was cancelled.
  yield* enqueueMail(leadId, 'office-visit-changed', now, window)
  yield* enqueueMail(leadId, 'visitor-visit-cancelled', now, window, reserved)
  yield* enqueueCrmUpdate(leadId, window, 'cancelled', now)
  return { outcome: 'cancelled', window }
}
