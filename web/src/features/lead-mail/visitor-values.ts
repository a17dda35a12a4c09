import type { StoredLead } from '@site/lead-store'
import type { MailPlaceholder } from '@site/leads'
import type { MailContent } from './mail-content'

// What of a request may reach the visitor's e-mails. They go to whatever address was typed into the
// form, often not the typist's own, so they carry nothing typed but two values that cannot hold a
// stranger's message: a first name that looks like one, and the service when it is one of the
// form's own choices. No address, phone, message, link or other typed value.

/** Letters (accented too), with spaces, apostrophes and hyphens between them: "José", "Mary-Ann", "D'Arcy". */
const NAME = /^\p{L}[\p{L}\p{M}]*(?:[ '’-]\p{L}[\p{L}\p{M}]*)*$/u
const MAX_NAME = 30
const MAX_NAME_WORDS = 3

/** The first name when it looks like one, else null (the e-mail then greets without a name). */
export function greetingName(firstName: string): string | null {
  const name = firstName.trim().replace(/\s+/g, ' ')
  if (!name || name.length > MAX_NAME || !NAME.test(name)) return null
  return name.split(' ').length > MAX_NAME_WORDS ? null : name
}

/** The service asked about when it is exactly one of the form's choices, else the settings' words for none. */
export function serviceForVisitor(lead: StoredLead, content: MailContent): string {
  return content.serviceLabels.includes(lead.service) ? lead.service : content.wording.serviceFallback
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The greeting line: "Hi Maria," or, for a name that does not look like one, "Hello,". */
export function greetingLine(lead: StoredLead, content: MailContent): string {
  const name = greetingName(lead.firstName)
  const { greeting, greetingWithoutName } = content.wording
  return name ? text(greeting).replaceAll('{firstName}', name) : text(greetingWithoutName)
}

/**
 * Every request placeholder as a visitor e-mail fills it: in a subject the window alone; in the text
 * the service and the first name as above too. The others, which wording written before these rules
 * may still hold, come out empty.
 */
export function visitorValues(lead: StoredLead, content: MailContent, window: string, place: 'subject' | 'body') {
  const values: Record<MailPlaceholder, string> = { firstName: '', name: '', service: '', address: '', zip: '', form: '', window }
  if (place === 'subject') return values
  return { ...values, firstName: greetingName(lead.firstName) ?? '', service: serviceForVisitor(lead, content) }
}
