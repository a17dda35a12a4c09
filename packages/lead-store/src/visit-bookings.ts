import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { enqueueMail } from './mail-queue.ts'
import { zonedToday } from '@site/leads'
import { leadFromRow, leadSelect, text, time } from './rows.ts'
import { forUpdate, sql, type Dialect, type Work } from './steps.ts'
import type { StoredLead, VisitStatus, VisitWindow } from './types.ts'

// Visit windows a visitor asks for after sending a form. Capacity is held in one row per window
// (visit_window_load) and taken with a conditional update inside the booking's transaction, so
// visitors racing for the last place, on any number of instances, get exactly as many bookings as
// there are places: SQLite serialises writers, and Postgres re-checks `booked < capacity` on the row
// each waiting update finally gets.

/** How often one lead may move its window: each move sends two e-mails and a CRM update. */
export const MAX_WINDOW_CHANGES = 5
/**
 * New bookings a day from one network (an IPv4 /24, an IPv6 /48), however many leads it sent: a
 * household or an office books one or two, a stranger with throwaway leads cannot empty the calendar.
 */
export const BOOKINGS_PER_NETWORK_DAY = 3
/** A lead's token books only this long after the lead: the picker follows the form, minutes later. */
export const VISIT_TOKEN_TTL_MS = 24 * 60 * 60 * 1000

/** A token for one lead's visit window (its hash is stored, never the token). */
export function newVisitToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashVisitToken(token) }
}

export const hashVisitToken = (token: string) => createHash('sha256').update(token).digest('hex')

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** `network`: the key of the visitor's network (web's networkOf), counted per Jacksonville day. */
export type BookingRequest = { leadId: string; tokenHash: string; window: VisitWindow; capacity: number; now: string; network: string }

export type BookingResult =
  | { outcome: 'booked'; window: VisitWindow; moved: boolean }
  | { outcome: 'unchanged'; window: VisitWindow }
  | { outcome: 'forbidden' }
  /** The token is older than VISIT_TOKEN_TTL_MS. */
  | { outcome: 'expired' }
  | { outcome: 'full' }
  /** The network has made BOOKINGS_PER_NETWORK_DAY new bookings today. */
  | { outcome: 'network-limit' }
  | { outcome: 'too-many-changes' }

/** Whether `tokenHash` is the lead's (false for an unknown lead). */
export function* visitTokenMatches(leadId: string, tokenHash: string): Work<boolean> {
  const [row] = yield sql('SELECT token_hash FROM visit_tokens WHERE lead_id = ?1', leadId)
  return Boolean(row && sameHash(text(row, 'token_hash'), tokenHash))
}

/**
 * Books (or moves) the lead's window, with its two e-mails and its CRM update, in one transaction.
 * The window must already be one the site offers; this checks the token and the capacity.
 */
export function* bookVisitWindow(dialect: Dialect, request: BookingRequest): Work<BookingResult> {
  const { leadId, window, now } = request
  // FOR UPDATE: two requests for the same lead (a double click) take turns, so a move never counts twice.
  const [token] = yield sql(
    `SELECT t.token_hash, l.received_at FROM visit_tokens t JOIN leads l ON l.id = t.lead_id
     WHERE t.lead_id = ?1${forUpdate(dialect, 't')}`,
    leadId,
  )
  if (!token || !sameHash(text(token, 'token_hash'), request.tokenHash)) return { outcome: 'forbidden' }
  if (Date.parse(now) - Date.parse(time(token, 'received_at') ?? '') > VISIT_TOKEN_TTL_MS) return { outcome: 'expired' }
  const current = yield* currentBooking(dialect, leadId)
  if (current?.windowId === window.id) return { outcome: 'unchanged', window }
  const changes = current ? current.changes + 1 : 0
  if (changes > MAX_WINDOW_CHANGES) return { outcome: 'too-many-changes' }
  const placed = yield* placeBooking({ ...request, current, changes, status: 'requested' })
  if (placed !== 'placed') return { outcome: placed }
  yield* enqueueMail(leadId, 'office-visit', now, window)
  yield* enqueueMail(leadId, 'visitor-visit', now, window)
  yield* enqueueCrmUpdate(leadId, window, 'requested', now)
  return { outcome: 'booked', window, moved: Boolean(current) }
}

/** The booking a lead holds now, locked for the transaction (Postgres). */
export type CurrentBooking = { windowId: string; startsAt: string; changes: number; status: VisitStatus }

export function* currentBooking(dialect: Dialect, leadId: string): Work<CurrentBooking | null> {
  const [row] = yield sql(
    `SELECT window_id, starts_at, changes, status FROM visit_bookings WHERE lead_id = ?1${forUpdate(dialect)}`,
    leadId,
  )
  if (!row) return null
  return {
    windowId: text(row, 'window_id'),
    startsAt: text(row, 'starts_at'),
    changes: Number(row.changes),
    status: row.status === 'confirmed' ? 'confirmed' : 'requested',
  }
}

type Placement = {
  leadId: string
  window: VisitWindow
  capacity: number
  now: string
  /** The booking's network; null when the office places it (the office's choice spends no visitor's allowance). */
  network: string | null
  current: { windowId: string } | null
  changes: number
  status: VisitStatus
}

/**
 * Takes a place in `window` and writes the lead's booking there (a move frees the place it held). A
 * move keeps the place the lead already counts for on its network; only a first booking spends one.
 */
export function* placeBooking(placement: Placement): Work<'placed' | 'full' | 'network-limit'> {
  const { leadId, window, capacity, now, network, current } = placement
  const day = zonedToday(new Date(now))
  if (!current && network && !(yield* takeNetworkPlace(network, day))) return 'network-limit'
  yield sql(
    'INSERT INTO visit_window_load (window_id, window_date, booked) VALUES (?1, ?2, 0) ON CONFLICT (window_id) DO NOTHING',
    window.id,
    window.date,
  )
  const taken = yield sql(
    'UPDATE visit_window_load SET booked = booked + 1 WHERE window_id = ?1 AND booked < ?2 RETURNING booked',
    window.id,
    capacity,
  )
  if (!taken.length) {
    // Nothing was booked: the network's place goes back.
    if (!current && network)
      yield sql('UPDATE visit_network_load SET booked = booked - 1 WHERE network = ?1 AND day = ?2 AND booked > 0', network, day)
    return 'full'
  }
  if (current) yield sql('UPDATE visit_window_load SET booked = booked - 1 WHERE window_id = ?1 AND booked > 0', current.windowId)
  const confirmedAt = placement.status === 'confirmed' ? now : null
  yield sql(
    `INSERT INTO visit_bookings (lead_id, window_id, window_date, starts_at, ends_at, booked_at, changes, status, confirmed_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
     ON CONFLICT (lead_id) DO UPDATE SET window_id = excluded.window_id, window_date = excluded.window_date,
       starts_at = excluded.starts_at, ends_at = excluded.ends_at, booked_at = excluded.booked_at, changes = excluded.changes,
       status = excluded.status, confirmed_at = excluded.confirmed_at`,
    leadId,
    window.id,
    window.date,
    window.start,
    window.end,
    now,
    placement.changes,
    placement.status,
    confirmedAt,
  )
  return 'placed'
}

/** What the CRM hears of a lead's visit: the window and where it stands ('cancelled': no visit any more). */
export type CrmVisitStatus = 'requested' | 'confirmed' | 'cancelled'

export function* enqueueCrmUpdate(leadId: string, window: VisitWindow, status: CrmVisitStatus, now: string): Work<void> {
  yield sql(
    `INSERT INTO crm_updates (id, lead_id, kind, body, created_at, status, attempts, next_attempt_at, updated_at)
     VALUES (?1, ?2, 'visit-window', ?3, ?4, 'pending', 0, ?4, ?4)`,
    randomUUID(),
    leadId,
    JSON.stringify({ ...window, status }),
    now,
  )
}

/**
 * One of the network's bookings of the day, taken with a conditional update as a window's place is,
 * so concurrent bookings on any instance never take more than BOOKINGS_PER_NETWORK_DAY.
 */
function* takeNetworkPlace(network: string, day: string): Work<boolean> {
  yield sql('INSERT INTO visit_network_load (network, day, booked) VALUES (?1, ?2, 0) ON CONFLICT (network, day) DO NOTHING', network, day)
  const taken = yield sql(
    'UPDATE visit_network_load SET booked = booked + 1 WHERE network = ?1 AND day = ?2 AND booked < ?3 RETURNING booked',
    network,
    day,
    BOOKINGS_PER_NETWORK_DAY,
  )
  return taken.length > 0
}

/** Places taken per window, for the windows on or after `fromDate` (YYYY-MM-DD). */
export function* visitWindowLoads(fromDate: string): Work<Map<string, number>> {
  const rows = yield sql('SELECT window_id, booked FROM visit_window_load WHERE window_date >= ?1', fromDate)
  return new Map(rows.map((row) => [text(row, 'window_id'), Number(row.booked)]))
}

/** The leads that asked for a visit on `date` (YYYY-MM-DD), by window, then by when they asked. */
export function* visitsOn(dialect: Dialect, date: string): Work<StoredLead[]> {
  const rows = yield sql(`${leadSelect(dialect)} WHERE b.window_date = ?1 ORDER BY b.starts_at, b.window_id, b.booked_at`, date)
  return rows.map(leadFromRow)
}
