import type { MailKind, MailRecord } from '@site/lead-store'
import type { Revision } from './visit-ics'

// A calendar replaces an entry only with a higher SEQUENCE. Each revision's SEQUENCE is its time in
// seconds (so entries sent before this rule still order below), and at least one more than the
// revision before it: the office may confirm within the second the window was chosen.

/** The visitor e-mails that carry the visit's calendar entry, each a revision of it. */
export const CALENDAR_KINDS: readonly MailKind[] = [
  'visitor-visit',
  'visitor-visit-confirmed',
  'visitor-visit-offered',
  'visitor-visit-declined',
  'visitor-visit-cancelled',
]

/** The revision the e-mail `mailId` carries, from the lead's e-mails in the order they were queued. */
export function calendarRevision(mails: readonly MailRecord[], mailId: string): Revision | null {
  let sequence = -1
  for (const mail of mails) {
    if (!CALENDAR_KINDS.includes(mail.kind)) continue
    sequence = Math.max(Math.floor(Date.parse(mail.createdAt) / 1000), sequence + 1)
    if (mail.id === mailId) return { at: mail.createdAt, sequence }
  }
  return null
}
