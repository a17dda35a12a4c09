import { visitTimes } from '@site/leads'
import type { MailMessage, StoredLead } from '@site/lead-store'
import type { MailContent } from './mail-content'
import { escapeHtml, htmlDocument, htmlParagraph, oneLine, paragraphsOf, telHref } from './mail-html'
import { flags } from './office-mail'
import { fullAddress, fullName } from './request-values'

// The office's morning e-mail: the day's estimate visits by arrival window, confirmed and still
// requested, with what a caller needs (name, phone, address, service). Written from the bookings as
// they are when it is sent; the words around the list are Site settings' (Request e-mails).

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
/** "Monday, November 2, 2026" for a Jacksonville calendar date. */
const dayOf = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`))

const STATUS = { confirmed: 'Confirmed', requested: 'Requested: call to confirm' } as const
const statusOf = (lead: StoredLead) => STATUS[lead.visitStatus ?? 'requested']

type Window = { times: string; visits: StoredLead[] }

/** The visits grouped by window, in the order the store lists them (by arrival time). */
function byWindow(visits: readonly StoredLead[]): Window[] {
  const windows: Window[] = []
  for (const lead of visits) {
    const times = lead.visitWindow ? visitTimes(lead.visitWindow) : ''
    const last = windows.at(-1)
    if (last?.times === times) last.visits.push(lead)
    else windows.push({ times, visits: [lead] })
  }
  return windows
}

const count = (visits: readonly StoredLead[]) => {
  const confirmed = visits.filter((lead) => lead.visitStatus === 'confirmed').length
  return `${confirmed} confirmed, ${visits.length - confirmed} requested`
}

const facts = (lead: StoredLead) => [
  fullName(lead) || '(no name)',
  lead.phone || '(no phone)',
  fullAddress(lead) || '(no address)',
  lead.service || '(no service chosen)',
]

function textOf(intro: string[], windows: readonly Window[]): string {
  const lists = windows.map(({ times, visits }) =>
    [
      `${times} (${count(visits)})`,
      ...visits.flatMap((lead) => [
        `- [${statusOf(lead)}] ${facts(lead).map(oneLine).join(' | ')}`,
        ...flags(lead).map((note) => `  !! ${note}`),
      ]),
    ].join('\n'),
  )
  return [...intro, ...lists].join('\n\n')
}

/** The office's warnings on a visit (withdrawn consent first), as in the alert for the request. */
const notes = (lead: StoredLead) =>
  flags(lead)
    .map(
      (note) =>
        `<div style="margin-top:6px;padding:6px 10px;border-left:4px solid #b3261e;background:#fbeaea;font-weight:600">${escapeHtml(note)}</div>`,
    )
    .join('')

const cell = 'padding:10px 0;vertical-align:top;border-top:1px solid #dfe5e0;word-break:break-word'

function htmlOf(intro: string[], windows: readonly Window[]): string {
  const tables = windows.map(({ times, visits }) => {
    const rows = visits.map((lead) => {
      const [name, phone, address, service] = facts(lead).map(escapeHtml)
      const tel = telHref(lead.phone)
      const call = tel ? `<a href="${escapeHtml(tel)}" style="color:#1f6f43;white-space:nowrap">${phone}</a>` : phone
      const color = lead.visitStatus === 'confirmed' ? '#1f6f43' : '#8a4b00'
      // One column: a phone's width of screen still reads every line whole.
      return `<tr><td style="${cell}"><div style="color:${color};font-weight:600;font-size:13px;text-transform:uppercase;letter-spacing:.03em">${escapeHtml(statusOf(lead))}</div><strong>${name}</strong><br>${call}<br>${address}<br>${service}${notes(lead)}</td></tr>`
    })
    return `<h2 style="margin:24px 0 4px;font-size:17px">${escapeHtml(times)} <span style="font-weight:400;color:#5b675f">(${count(visits)})</span></h2><table role="presentation" style="border-collapse:collapse;width:100%;font-size:15px;line-height:1.45">${rows.join('')}</table>`
  })
  return [...intro.map((paragraph) => htmlParagraph(paragraph)), ...tables].join('')
}

/** The agenda of `date` (YYYY-MM-DD, Jacksonville) from its visits, as the store lists them. */
export function officeAgenda(date: string, visits: readonly StoredLead[], content: MailContent): MailMessage {
  const { wording } = content
  const subject = oneLine(`${wording.agendaSubject}: ${dayOf(date)}`)
  const intro = visits.length
    ? [`${dayOf(date)}, Jacksonville time: ${count(visits)}.`, ...paragraphsOf(wording.agendaText)]
    : [wording.agendaEmptyText]
  const windows = byWindow(visits)
  return {
    to: wording.officeRecipients.map(oneLine),
    subject,
    fromName: content.company,
    text: textOf(intro, windows),
    html: htmlDocument({ title: subject, company: content.company, body: htmlOf(intro, windows) }),
  }
}
