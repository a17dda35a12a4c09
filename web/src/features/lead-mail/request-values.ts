import { fillMailPlaceholders, visitWindowLabel, VISIT_ZONE, type MailPlaceholder, type VisitWindow } from '@site/leads'
import type { StoredLead } from '@site/lead-store'
import type { MailContent } from './mail-content'

// The request's own values for the e-mails' placeholders, and the lead's facts as the office reads them.

/** The quiz sends this instead of a service label. */
const QUIZ_SERVICE = 'quiz-completion'

export const fullName = (lead: StoredLead) => `${lead.firstName} ${lead.lastName}`.trim()

/** Street, town and ZIP code, leaving out what the form did not ask. */
export const fullAddress = (lead: StoredLead) =>
  [lead.address, [lead.city, lead.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')

/** The service as the visitor reads it: the chosen label, or the settings' words when there was no choice. */
export const serviceForVisitor = (lead: StoredLead, content: MailContent) =>
  lead.service && lead.service !== QUIZ_SERVICE ? lead.service : content.wording.serviceFallback

export function placeholderValues(lead: StoredLead, content: MailContent, window?: VisitWindow | null): Record<MailPlaceholder, string> {
  return {
    firstName: lead.firstName || fullName(lead),
    name: fullName(lead),
    service: serviceForVisitor(lead, content),
    address: fullAddress(lead),
    zip: lead.zipCode,
    form: lead.pageName ?? lead.formId,
    window: window ? visitWindowLabel(window) : '',
  }
}

export const fill = (text: string, values: Record<MailPlaceholder, string>) => fillMailPlaceholders(text, values)

const received = new Intl.DateTimeFormat('en-US', { timeZone: VISIT_ZONE, dateStyle: 'full', timeStyle: 'short' })

/** When the lead arrived, in Jacksonville time: "Thursday, November 26, 2026 at 4:38 PM ET". */
export const receivedInJacksonville = (lead: StoredLead) => `${received.format(new Date(lead.receivedAt))} ET`
