import type { VisitWindow } from '@site/leads'
import type { MailMessage, StoredLead } from '@site/lead-store'
import type { MailContent } from './mail-content'
import { escapeHtml, htmlButton, htmlDocument, htmlParagraph, oneLine, paragraphsOf, telHref } from './mail-html'
import { fill, fullAddress, placeholderValues } from './request-values'
import { ICS_CONTENT_TYPE, visitIcs } from './visit-ics'

// The e-mails the visitor gets: the confirmation right after the form, and the visit window chosen
// with its calendar entry. Every word is the settings' (Site settings > Request e-mails), with the
// request's placeholders filled; replies go to the company's own address.

type Parts = { subject: string; paragraphs: string[]; attachments?: MailMessage['attachments'] }

function visitorMessage(lead: StoredLead, content: MailContent, parts: Parts): MailMessage {
  const { wording, phone, siteUrl, company } = content
  const optOutUrl = `${siteUrl}/opt-out`
  const call = wording.callLabel
  const tel = telHref(phone)
  const text = [
    ...parts.paragraphs,
    call,
    wording.signature,
    '--',
    ...paragraphsOf(wording.footerText),
    `${wording.optOutLabel}: ${optOutUrl}`,
  ].join('\n\n')
  const body = [
    ...parts.paragraphs.map((paragraph) => htmlParagraph(paragraph)),
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
    text,
    html: htmlDocument({ title: oneLine(parts.subject), company, body, footer }),
    replyTo: oneLine(`${company} <${content.email}>`),
    ...(parts.attachments ? { attachments: parts.attachments } : {}),
  }
}

/** The confirmation the visitor gets right after sending a form. */
export function visitorConfirmation(lead: StoredLead, content: MailContent): MailMessage {
  const values = placeholderValues(lead, content)
  return visitorMessage(lead, content, {
    subject: fill(content.wording.visitorSubject, values),
    paragraphs: paragraphsOf(fill(content.wording.visitorText, values)),
  })
}

/** The visit window the visitor asked for, with a tentative calendar entry for it. */
export function visitorVisit(lead: StoredLead, window: VisitWindow, chosenAt: string, content: MailContent): MailMessage {
  const values = placeholderValues(lead, content, window)
  const paragraphs = paragraphsOf(fill(content.wording.visitText, values))
  const ics = visitIcs({
    leadId: lead.id,
    domain: new URL(content.siteUrl).hostname,
    window,
    chosenAt,
    company: content.company,
    title: oneLine(fill(content.wording.calendarTitle, values)),
    description: [...paragraphs.slice(1), content.wording.callLabel].join('\n\n'),
    location: fullAddress(lead),
  })
  return visitorMessage(lead, content, {
    subject: fill(content.wording.visitSubject, values),
    paragraphs,
    attachments: [{ filename: 'estimate-visit.ics', content: ics, contentType: ICS_CONTENT_TYPE }],
  })
}
