import { VISIT_ZONE, visitWindowLabel, type VisitWindow } from '@site/leads'
import type { MailMessage, StoredLead } from '@site/lead-store'
import type { MailContent } from './mail-content'
import { htmlButton, htmlDocument, htmlParagraph, htmlRows, oneLine, telHref, textRows, type Row } from './mail-html'
import { fill, fullAddress, fullName, placeholderValues, receivedInJacksonville } from './request-values'

// The e-mails the office gets: every request as it arrives, and every visit window chosen or moved.
// Written for staff at a glance (who, what, where, how to reach them); the labels are the office's,
// the subjects come from Site settings > Request e-mails. Replies go to the visitor.

/** The alert's note on a lead whose hidden trap field was filled (packages/leads trap.ts). */
export const SUSPECTED_AUTOMATED =
  "Suspected automated: the form's hidden trap field was filled, by a script or by a browser's autofill. No confirmation went to the visitor; check the details before calling."

const AREA: Record<string, string> = { served: 'served', 'out-of-area': 'OUTSIDE the service area' }

function contactRows(lead: StoredLead): Row[] {
  return [
    { label: 'Name', value: fullName(lead) },
    { label: 'Phone', value: lead.phone || 'not asked on this form', href: lead.phone ? telHref(lead.phone) : null },
    { label: 'E-mail', value: lead.email, href: `mailto:${lead.email}` },
    { label: 'Address', value: fullAddress(lead) || 'not given' },
  ]
}

/** Whether the visitor ticked the optional texting box: only then may marketing texts go to their phone. */
function textingAnswer(lead: StoredLead): string {
  if (!lead.smsConsent) return 'not asked (sent before the forms had a texting box)'
  return lead.smsConsent.given
    ? 'ACCEPTED: ticked the texting box (offers and reminders)'
    : 'not accepted: contact them only about this request'
}

/** What the office must know before contacting the person: withdrawn consent, out of area, a trap filled. */
export function flags(lead: StoredLead): string[] {
  const notes: string[] = []
  if (lead.optOut) {
    const channels = lead.optOut.channels.map((channel) => (channel === 'sms' ? 'texts and calls' : 'e-mails')).join(' and ')
    notes.push(`This person has withdrawn consent to ${channels}: do not contact them that way.`)
  }
  if (lead.serviceArea === 'out-of-area') notes.push('The ZIP code is outside the service area.')
  if (lead.suspectedAutomated) notes.push(SUSPECTED_AUTOMATED)
  return notes
}

const jacksonvilleDay = new Intl.DateTimeFormat('en-US', { timeZone: VISIT_ZONE, dateStyle: 'long' })

/** A plain line for the office when this request gave consent again after an opt-out (it is sent as usual). */
function consentAgain(lead: StoredLead): string[] {
  const again = lead.consentedAgain
  if (!again) return []
  const channels = again.channels.map((channel) => (channel === 'sms' ? 'texts and calls' : 'e-mails')).join(' and ')
  const [at, before] = [again.at, again.optedOutAt].map((time) => jacksonvilleDay.format(new Date(time)))
  return [`Consented again on ${at} with this request, after withdrawing consent to ${channels} on ${before}.`]
}

function campaign(lead: StoredLead): string {
  const { utm_source: source, utm_medium: medium, utm_campaign: name, referrer_source: referrer } = lead.attribution
  const parts = [source, medium, name].filter(Boolean)
  if (parts.length) return parts.join(' / ')
  return referrer ? `referred by ${referrer}` : 'direct or unknown'
}

/** A button to the office's page for this request (confirm, decline, offer another window). */
type Action = { href: string; label: string }

function message(
  content: MailContent,
  subject: string,
  intro: string,
  rows: Row[],
  notes: string[],
  lead: StoredLead,
  action?: Action,
): MailMessage {
  const again = consentAgain(lead)
  const actionLine = action ? [`${action.label}: ${action.href}`] : []
  const text = [intro, ...actionLine, ...notes.map((note) => `!! ${note}`), ...again, '', textRows(rows)].join('\n')
  const body = [
    htmlParagraph(intro),
    action ? htmlButton(action.href, action.label) : '',
    ...notes.map((note) => htmlParagraph(note, 'padding:8px 12px;border-left:4px solid #b3261e;background:#fbeaea;font-weight:600')),
    ...again.map((note) => htmlParagraph(note, 'padding:8px 12px;border-left:4px solid #1f6f43;background:#eef6f1')),
    htmlRows(rows),
  ].join('')
  return {
    to: content.wording.officeRecipients.map(oneLine),
    subject: oneLine(subject),
    fromName: content.company,
    text,
    html: htmlDocument({ title: oneLine(subject), company: content.company, body }),
    replyTo: oneLine(lead.email),
    // For the office's mail rules (and pnpm bench:alerts): which lead an e-mail is about.
    headers: { 'X-Lead-Id': lead.id },
  }
}

/** The request's placeholders as the office reads them: the service as sent, or that none was chosen. */
const officeValues = (lead: StoredLead, window: VisitWindow | null) => placeholderValues(lead, window)

/** The office alert for a new request. */
export function officeAlert(lead: StoredLead, content: MailContent): MailMessage {
  const values = officeValues(lead, lead.visitWindow)
  const area = lead.serviceArea ? AREA[lead.serviceArea] : 'not checked'
  const rows: Row[] = [
    ...contactRows(lead),
    { label: 'ZIP code', value: lead.zipCode ? `${lead.zipCode} (${area})` : 'not asked on this form' },
    { label: 'Service', value: lead.service || 'none chosen' },
    { label: 'Marketing texts', value: textingAnswer(lead) },
    ...(lead.message ? [{ label: 'Message', value: lead.message }] : []),
    { label: 'Form', value: `${lead.pageName ?? lead.formId} (${lead.formId})` },
    ...(lead.pageUrl ? [{ label: 'Page', value: lead.pageUrl }] : []),
    { label: 'Campaign', value: campaign(lead) },
    { label: 'Visit window', value: lead.visitWindow ? visitWindowLabel(lead.visitWindow) : 'not chosen (yet)' },
    { label: 'Received', value: receivedInJacksonville(lead) },
    { label: 'Lead id', value: lead.id },
  ]
  return message(content, fill(content.wording.officeSubject, values), 'A new request came in from the website.', rows, flags(lead), lead)
}

/** The label of the button to the office's page; the page itself says what each choice does. */
export const DECIDE_LABEL = 'Confirm, decline or offer another time'

function visitRows(lead: StoredLead, window: VisitWindow): Row[] {
  return [
    { label: 'Visit window', value: `${visitWindowLabel(window)} (Jacksonville time)` },
    ...contactRows(lead),
    { label: 'Service', value: lead.service || 'none chosen' },
    { label: 'Received', value: receivedInJacksonville(lead) },
    { label: 'Lead id', value: lead.id },
  ]
}

/** The office's note that a visitor asked for a visit window, with the button to decide on it. */
export function officeVisit(lead: StoredLead, window: VisitWindow, content: MailContent, decide: string): MailMessage {
  const values = officeValues(lead, window)
  const intro = `${fullName(lead)} asked for an estimate visit in this window. Confirm it, decline it or offer another time from the button below; the visitor was told it is a request until then.`
  return message(content, fill(content.wording.officeVisitSubject, values), intro, visitRows(lead, window), flags(lead), lead, {
    href: decide,
    label: DECIDE_LABEL,
  })
}

/**
 * The visitor moved their visit (`window` is the new one, which waits for the office's word again) or
 * cancelled it (`window` is the one given up, already free for others).
 */
export function officeVisitChanged(
  lead: StoredLead,
  window: VisitWindow,
  change: 'moved' | 'cancelled',
  content: MailContent,
  decide: string,
): MailMessage {
  const values = officeValues(lead, window)
  const subject = fill(content.wording.officeVisitChangedSubject, values)
  if (change === 'cancelled') {
    const intro = `${fullName(lead)} cancelled their estimate visit from the link in their e-mail. The window's place is free again; nothing to do unless you want to call them.`
    return message(content, subject, intro, visitRows(lead, window), flags(lead), lead)
  }
  const intro = `${fullName(lead)} moved their estimate visit to this window from the link in their e-mail. It waits for your word again: confirm it, decline it or offer another time.`
  return message(content, subject, intro, visitRows(lead, window), flags(lead), lead, { href: decide, label: DECIDE_LABEL })
}
