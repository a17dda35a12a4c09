import { placeholders, sql, type Dialect, type Work } from './steps.ts'
import { releaseBooking } from './visit-cancel.ts'

// Deleting leads with every row tied to them, children first: the foreign keys to leads have no
// cascade (and a released migration is never edited), so the order is written out here, and the
// caller runs it in one transaction: a lead is gone with all its rows, or nothing changed.

/** Every table a lead's deletion writes to, for clearing the deleted rows afterwards. */
export const LEAD_TABLES = [
  'mail_queue',
  'crm_updates',
  'visit_bookings',
  'visit_window_load',
  'visit_tokens',
  'lead_requests',
  'lead_outbox',
  'leads',
] as const

export type LeadDeletion = { leads: number; mail: number; crmUpdates: number; bookings: number }

/** At most this many ids go into one statement. */
export const CHUNK = 500

/** Deletes the leads named and everything tied to them; freed visit-window places go back to their windows. */
export function* deleteLeads(dialect: Dialect, ids: readonly string[]): Work<LeadDeletion> {
  const done: LeadDeletion = { leads: 0, mail: 0, crmUpdates: 0, bookings: 0 }
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK)
    const list = placeholders(chunk.length)
    const booked = yield sql(`SELECT lead_id FROM visit_bookings WHERE lead_id IN (${list})`, ...chunk)
    for (const row of booked) if ((yield* releaseBooking(dialect, String(row.lead_id))) !== null) done.bookings += 1
    done.mail += (yield sql(`DELETE FROM mail_queue WHERE lead_id IN (${list}) RETURNING lead_id`, ...chunk)).length
    done.crmUpdates += (yield sql(`DELETE FROM crm_updates WHERE lead_id IN (${list}) RETURNING lead_id`, ...chunk)).length
    yield sql(`DELETE FROM visit_tokens WHERE lead_id IN (${list})`, ...chunk)
    yield sql(`DELETE FROM lead_requests WHERE lead_id IN (${list})`, ...chunk)
    yield sql(`DELETE FROM lead_outbox WHERE lead_id IN (${list})`, ...chunk)
    done.leads += (yield sql(`DELETE FROM leads WHERE id IN (${list}) RETURNING id`, ...chunk)).length
  }
  return done
}
