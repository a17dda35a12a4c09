import { visitWindowLabel, type VisitWindow } from '@site/leads'
import type { MailMessage, StoredLead } from '@site/lead-store'
import type { MailContent } from './mail-content'
import { escapeHtml, htmlButton, htmlDocument, htmlParagraph, oneLine, paragraphsOf, telHref } from './mail-html'
import { fill } from './request-values'
import { ICS_CONTENT_TYPE, visitIcs } from './visit-ics'
import { greetingLine, visitorValues } from './visitor-values'

// The e-mails the visitor gets: the confirmation right after the form, and the visit window chosen
// with its calendar entry. Every word is the settings' (Site settings > Request e-mails); of what the
// visitor typed they carry only what visitor-values.ts lets through, so a stranger who types someone
// else's address cannot make the company's domain carry their message. Replies go to the company.

type Parts = { subject: string; paragraphs: string[]; attachments?: MailMessage['attachments'] }

export function visitorMessage(lead: StoredLead, content: MailContent, parts: Parts): MailMessage {
  const { wording, phone, siteUrl, company } = content
  const optOutUrl = `${siteUrl}/opt-out`
  const call = wording.callLabel
  const tel = telHref(phone)
  const paragraphs = [greetingLine(lead, content), ...parts.paragraphs].filter(Boolean)
  const text = [
    ...paragraphs,
    call,
    wording.signature,
    '--',
    ...paragraphsOf(wording.footerText),
    `${wording.optOutLabel}: ${optOutUrl}`,
  ].join('\n\n')
  const body = [
    ...paragraphs.map((paragraph) => htmlParagraph(paragraph)),
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

/** The visit window the visitor asked for, with a tentative calendar entry for it (no address: it was typed). */
export function visitorVisit(lead: StoredLead, window: VisitWindow, chosenAt: string, content: MailContent): MailMessage {
  const label = visitWindowLabel(window)
  const paragraphs = paragraphsOf(fill(content.wording.visitText, visitorValues(lead, content, label, 'body')))
  const ics = visitIcs({
    leadId: lead.id,
    domain: new URL(content.siteUrl).hostname,
    window,
    chosenAt,
    company: content.company,
    title: oneLine(fill(content.wording.calendarTitle, visitorValues(lead, content, label, 'subject'))),
    description: [...paragraphs, content.wording.callLabel].join('\n\n'),
  })
  return visitorMessage(lead, content, {
    subject: fill(content.wording.visitSubject, visitorValues(lead, content, label, 'subject')),
    paragraphs,
    attachments: [{ filename: 'estimate-visit.ics', content: ics, contentType: ICS_CONTENT_TYPE }],
  })
}
