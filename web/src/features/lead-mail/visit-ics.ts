import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator'
import type { VisitWindow } from '@site/leads'

// The calendar entry attached to the visit e-mails, written by ical-generator. One UID per lead and a
// SEQUENCE that grows with each revision (calendar-revisions.ts), so every later e-mail changes the
// same entry in place: TENTATIVE while the window is a request, CONFIRMED once the office confirmed
// or offered it, and METHOD:CANCEL when the visitor cancelled it. METHOD:PUBLISH (not REQUEST): a
// calendar shows an entry to keep, not an invitation to accept.

export type VisitEntry = {
  leadId: string
  /** The site's host name, which makes the UID unique across calendars. */
  domain: string
  window: VisitWindow
  revision: Revision
  /** 'requested' until the office confirms it (tentative); 'cancelled' removes the entry. */
  status?: 'requested' | 'confirmed' | 'cancelled'
  company: string
  /** The company's address: RFC 5546 asks an ORGANIZER of PUBLISH and CANCEL, and some calendars drop a cancel without one. */
  organizerEmail: string
  title: string
  description: string
  /** Left out of visitor e-mails: an address is something the visitor typed. */
  location?: string
}

/** One revision of the entry: when it was made (chosen, confirmed, moved, cancelled) and its SEQUENCE. */
export type Revision = { at: string; sequence: number }

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH'
export const ICS_CANCEL_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=CANCEL'

const STATUS = { requested: ICalEventStatus.TENTATIVE, confirmed: ICalEventStatus.CONFIRMED, cancelled: ICalEventStatus.CANCELLED }

export function visitIcs(entry: VisitEntry): string {
  const status = entry.status ?? 'requested'
  const calendar = ical({
    prodId: { company: entry.company, product: 'Estimate visits', language: 'EN' },
    method: status === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  })
  calendar.createEvent({
    id: `visit-${entry.leadId}@${entry.domain}`,
    sequence: entry.revision.sequence,
    stamp: new Date(entry.revision.at),
    start: new Date(entry.window.start),
    end: new Date(entry.window.end),
    summary: entry.title,
    organizer: { name: entry.company, email: entry.organizerEmail },
    description: entry.description,
    ...(entry.location ? { location: entry.location } : {}),
    status: STATUS[status],
    transparency: ICalEventTransparency.OPAQUE,
  })
  return calendar.toString()
}
