import { fillMailPlaceholders, visitWindowLabel, VISIT_ZONE, type MailPlaceholder, type VisitWindow } from '@site/leads'
import type { StoredLead } from '@site/lead-store'

// The request's own values for the office e-mails' placeholders, and the lead's facts as the office
// reads them. The visitor e-mails fill theirs in visitor-values.ts.

export const fullName = (lead: StoredLead) => `${lead.firstName} ${lead.lastName}`.trim()

/** Street, town and ZIP code, leaving out what the form did not ask. */
export const fullAddress = (lead: StoredLead) =>
  [lead.address, [lead.city, lead.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')

/** The request's placeholders as the office reads them: everything as sent. */
export function placeholderValues(lead: StoredLead, window?: VisitWindow | null): Record<MailPlaceholder, string> {
  return {
    firstName: lead.firstName || fullName(lead),
    name: fullName(lead),
    service: lead.service || 'no service chosen',
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
