import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator'
import type { VisitWindow } from '@site/leads'

// The calendar entry attached to the visit-window e-mail, written by ical-generator. METHOD:PUBLISH
// with STATUS:TENTATIVE: a calendar shows it as a tentative entry the visitor may keep, not an
// invitation to accept and not a confirmed appointment (the office confirms by phone). One UID per
// lead and a SEQUENCE that grows with each choice, so a moved window replaces the entry it had.

export type VisitEntry = {
  leadId: string
  /** The site's host name, which makes the UID unique across calendars. */
  domain: string
  window: VisitWindow
  /** When the window was chosen; also what orders the entry's revisions. */
  chosenAt: string
  company: string
  title: string
  description: string
  /** Left out of visitor e-mails: an address is something the visitor typed. */
  location?: string
}

export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH'

export function visitIcs(entry: VisitEntry): string {
  const calendar = ical({
    prodId: { company: entry.company, product: 'Estimate visits', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  })
  calendar.createEvent({
    id: `visit-${entry.leadId}@${entry.domain}`,
    sequence: Math.floor(Date.parse(entry.chosenAt) / 1000),
    stamp: new Date(entry.chosenAt),
    start: new Date(entry.window.start),
    end: new Date(entry.window.end),
    summary: entry.title,
    description: entry.description,
    ...(entry.location ? { location: entry.location } : {}),
    status: ICalEventStatus.TENTATIVE,
    transparency: ICalEventTransparency.OPAQUE,
  })
  return calendar.toString()
}
