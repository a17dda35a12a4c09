import { visitWindowLabel, type VisitWindow } from '@site/leads'
import type { MailMessage, StoredLead } from '@site/lead-store'
import type { MailContent } from './mail-content'
import { escapeHtml, htmlButton, htmlDocument, htmlParagraph, oneLine, paragraphsOf, telHref } from './mail-html'
import { fill } from './request-values'
import { ICS_CANCEL_CONTENT_TYPE, ICS_CONTENT_TYPE, visitIcs, type Revision } from './visit-ics'
import { greetingLine, visitorValues } from './visitor-values'

// The e-mails the visitor gets: the confirmation right after the form, and the visit window chosen
// with its calendar entry. Every word is the settings' (Site settings > Request e-mails); of what the
// visitor typed they carry only what visitor-values.ts lets through, so a stranger who types someone
// else's address cannot make the company's domain carry their message. Replies go to the company.

type Parts = {
  subject: string
  paragraphs: string[]
  attachments?: MailMessage['attachments']
  /** The visitor's own page for this visit (to move, cancel or pick a window), as a button. */
  link?: { href: string; label: string }
}

export function visitorMessage(lead: StoredLead, content: MailContent, parts: Parts): MailMessage {
  const { wording, phone, siteUrl, company } = content
  const optOutUrl = `${siteUrl}/opt-out`
  const call = wording.callLabel
  const tel = telHref(phone)
  const paragraphs = [greetingLine(lead, content), ...parts.paragraphs].filter(Boolean)
  const link = parts.link
  const text = [
    ...paragraphs,
    ...(link ? [`${link.label}: ${link.href}`] : []),
    call,
    wording.signature,
    '--',
    ...paragraphsOf(wording.footerText),
    `${wording.optOutLabel}: ${optOutUrl}`,
  ].join('\n\n')
  const body = [
    ...paragraphs.map((paragraph) => htmlParagraph(paragraph)),
    link ? htmlButton(link.href, link.label) : '',
    tel ? htmlButton(tel, call) : '',
    htmlParagraph(wording.signature, 'margin-bottom:0'),
  ].join('')
  const footer = [
    ...paragraphsOf(wording.footerText).map((paragraph) => `<p style="margin:0 0 8px">${escapeHtml(paragraph)}</p>`),
    `<p style="margin:0"><a href="${escapeHtml(optOutUrl)}" style="color:#5b675f">${escapeHtml(wording.optOutLabel)}</a></p>`,
  ].join('')
  return {
    to: [oneLine(lead.email)],
    subject: oneLine(parts.subject),
    fromName: company,
    text,
    html: htmlDocument({ title: oneLine(parts.subject), company, body, footer }),
    replyTo: { name: oneLine(company), address: oneLine(content.email) },
    ...(parts.attachments ? { attachments: parts.attachments } : {}),
  }
}

/** The confirmation the visitor gets right after sending a form. */
export function visitorConfirmation(lead: StoredLead, content: MailContent): MailMessage {
  return visitorMessage(lead, content, {
    subject: fill(content.wording.visitorSubject, visitorValues(lead, content, '', 'subject')),
    paragraphs: paragraphsOf(fill(content.wording.visitorText, visitorValues(lead, content, '', 'body'))),
  })
}

/** The visitor e-mails about their visit, each carrying a revision of its calendar entry. */
export type VisitorVisitKind =
  'visitor-visit' | 'visitor-visit-confirmed' | 'visitor-visit-offered' | 'visitor-visit-declined' | 'visitor-visit-cancelled'

/** What a visit e-mail says and the calendar revision it carries. */
type VisitMail = {
  subject: string
  text: string
  status: 'requested' | 'confirmed' | 'cancelled'
  calendarTitle: string
  /** The visitor's page, and what its button says. */
  link?: { href: string; label: string }
}

/** Each kind's wording from settings, and the state its calendar entry takes (no address: it was typed). */
const VISIT_MAILS: Record<VisitorVisitKind, (wording: MailContent['wording']) => Omit<VisitMail, 'link'> & { linkLabel?: string }> = {
  // The window asked for (or moved to): a tentative entry.
  'visitor-visit': (w) => ({
    subject: w.visitSubject,
    text: w.visitText,
    status: 'requested',
    calendarTitle: w.calendarTitle,
    linkLabel: w.manageLabel,
  }),
  // The office confirmed it: the same entry, confirmed.
  'visitor-visit-confirmed': (w) => ({
    subject: w.visitConfirmedSubject,
    text: w.visitConfirmedText,
    status: 'confirmed',
    calendarTitle: w.confirmedCalendarTitle,
    linkLabel: w.manageLabel,
  }),
  // The office offered (and holds) another window: the entry moves there, confirmed.
  'visitor-visit-offered': (w) => ({
    subject: w.visitOfferedSubject,
    text: w.visitOfferedText,
    status: 'confirmed',
    calendarTitle: w.confirmedCalendarTitle,
    linkLabel: w.manageLabel,
  }),
  // The office cannot come then: the place is free, the entry cancelled, and another may be picked.
  'visitor-visit-declined': (w) => ({
    subject: w.visitDeclinedSubject,
    text: w.visitDeclinedText,
    status: 'cancelled',
    calendarTitle: w.calendarTitle,
    linkLabel: w.pickLabel,
  }),
  // The visitor cancelled: the entry is cancelled (METHOD:CANCEL).
  'visitor-visit-cancelled': (w) => ({
    subject: w.visitCancelledSubject,
    text: w.visitCancelledText,
    status: 'cancelled',
    calendarTitle: w.calendarTitle,
  }),
}

/** A visit e-mail of `kind` for the lead's `window`; `page` is the visitor's own page, linked where the kind offers it. */
export function visitorVisitMail(
  kind: VisitorVisitKind,
  lead: StoredLead,
  window: VisitWindow,
  revision: Revision,
  content: MailContent,
  page: string,
): MailMessage {
  const { linkLabel, ...mail } = VISIT_MAILS[kind](content.wording)
  return visitMessage(lead, window, revision, content, { ...mail, ...(linkLabel ? { link: { href: page, label: linkLabel } } : {}) })
}

function visitMessage(lead: StoredLead, window: VisitWindow, revision: Revision, content: MailContent, mail: VisitMail): MailMessage {
  const label = visitWindowLabel(window)
  const paragraphs = paragraphsOf(fill(mail.text, visitorValues(lead, content, label, 'body')))
  const ics = visitIcs({
    leadId: lead.id,
    domain: new URL(content.siteUrl).hostname,
    window,
    revision,
    status: mail.status,
    company: content.company,
    organizerEmail: content.email,
    title: oneLine(fill(mail.calendarTitle, visitorValues(lead, content, label, 'subject'))),
    description: [...paragraphs, content.wording.callLabel].join('\n\n'),
  })
  const cancelled = mail.status === 'cancelled'
  return visitorMessage(lead, content, {
    subject: fill(mail.subject, visitorValues(lead, content, label, 'subject')),
    paragraphs,
    attachments: [
      {
        filename: cancelled ? 'estimate-visit-cancelled.ics' : 'estimate-visit.ics',
        content: ics,
        contentType: cancelled ? ICS_CANCEL_CONTENT_TYPE : ICS_CONTENT_TYPE,
      },
    ],
    ...(mail.link ? { link: mail.link } : {}),
  })
}
