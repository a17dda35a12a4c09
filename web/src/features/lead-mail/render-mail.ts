import { VISITOR_MAIL_KINDS, agendaDateOf, type LeadStore, type MailJob, type Rendered, type StoredLead } from '@site/lead-store'
import type { VisitWindow } from '@site/leads'
import { officeVisitLink, visitorManageLink } from '@/features/visits/links/visit-links'
import { officeAgenda } from './agenda-mail'
import { CALENDAR_KINDS, calendarRevision } from './calendar-revisions'
import type { MailContent } from './mail-content'
import { officeAlert, officeVisit, officeVisitChanged } from './office-mail'
import { visitorReminder } from './reminder-mail'
import { visitorConfirmation, visitorVisitMail } from './visitor-mail'

// Turns a queued e-mail into the message to send, at send time: the lead as stored now (its opt-outs
// and visit window included) and the settings as they are now. It also decides what is not sent; how
// many e-mails a mailbox and all visitors get is decided when the e-mail is claimed (mail-caps.ts).

/** A confirmation that arrives a day late promises a call that should already have come: skipped. */
export const VISITOR_MAIL_TTL_MS = 24 * 60 * 60 * 1000

export type RenderDeps = {
  store: LeadStore
  content: () => Promise<MailContent>
  now?: () => Date
  /** VISIT_LINK_SECRET, when set (visits/links/visit-keys.ts). */
  linkSecret?: string
}

/** The e-mails about one visit window, which name it. */
const WINDOW_KINDS: readonly MailJob['kind'][] = [
  'office-visit',
  'visitor-visit',
  'visitor-visit-confirmed',
  'visitor-visit-offered',
  'visitor-visit-declined',
  'visitor-visit-cancelled',
  'office-visit-changed',
]

/** Whether a visit e-mail still says something true when it is sent; else why it is skipped. */
function staleVisit(job: MailJob, lead: StoredLead, window: VisitWindow): string | null {
  const held = lead.visitWindow?.id === window.id
  switch (job.kind) {
    case 'office-visit':
    case 'visitor-visit':
      return held ? null : 'a later window replaced this one'
    case 'visitor-visit-confirmed':
    case 'visitor-visit-offered':
      return held && lead.visitStatus === 'confirmed' ? null : 'the visit changed again since'
    case 'visitor-visit-declined':
    case 'visitor-visit-cancelled':
      return lead.visitWindow ? 'a window was picked again since' : null
    case 'office-visit-changed':
      return held || !lead.visitWindow ? null : 'a later change replaced this one'
    default:
      return null
  }
}

export async function renderMail(job: MailJob, deps: RenderDeps): Promise<Rendered> {
  const now = deps.now?.() ?? new Date()
  if (job.kind === 'office-agenda') return renderAgenda(job, deps)
  const lead = job.leadId ? await deps.store.getLead(job.leadId) : null
  if (!lead) return { skip: 'the lead is not in the store' }
  if (job.kind === 'visitor-reminder') return renderReminder(job, lead, now, deps)
  const window = job.window
  const stale = window ? staleVisit(job, lead, window) : null
  if (stale) return { skip: stale }
  if (VISITOR_MAIL_KINDS.includes(job.kind)) {
    if (lead.optOut?.channels.includes('email')) return { skip: 'the visitor withdrew consent to e-mails' }
    if (now.getTime() - Date.parse(job.createdAt) > VISITOR_MAIL_TTL_MS)
      return { skip: 'more than a day late: no longer useful to the visitor' }
    if (window && Date.parse(window.start) <= now.getTime()) return { skip: 'the window has begun' }
  }
  // Settings are read last: when they cannot be read, the e-mail waits (the caller turns the error into a wait).
  const content = await deps.content()
  const links = { store: deps.store, siteUrl: content.siteUrl, secret: deps.linkSecret, now }
  // The visitor's link names the window the lead holds now (none after a decline or a cancellation).
  const manage = () => visitorManageLink(lead.id, lead.visitWindow, links)
  const decide = () => officeVisitLink(lead.id, window, links)
  if (!window && WINDOW_KINDS.includes(job.kind)) return { skip: 'no window on this e-mail' }
  const revision = CALENDAR_KINDS.includes(job.kind) ? calendarRevision(await deps.store.mail.ofLead(lead.id), job.id) : null
  if (CALENDAR_KINDS.includes(job.kind) && !revision) return { skip: 'the e-mail is no longer in the store' }
  switch (job.kind) {
    case 'office-alert':
      return { send: officeAlert(lead, content) }
    case 'visitor-confirmation':
      return { send: visitorConfirmation(lead, content) }
    case 'office-visit':
      return { send: officeVisit(lead, window!, content, await decide()) }
    case 'visitor-visit':
    case 'visitor-visit-confirmed':
    case 'visitor-visit-offered':
    case 'visitor-visit-declined':
    case 'visitor-visit-cancelled':
      return { send: visitorVisitMail(job.kind, lead, window!, revision!, content, await manage()) }
    case 'office-visit-changed':
      return { send: officeVisitChanged(lead, window!, lead.visitWindow ? 'moved' : 'cancelled', content, await decide()) }
    default:
      // A kind this build cannot write yet: it waits for an instance that can, rather than being lost.
      return { wait: `no wording for ${job.kind} e-mails in this build` }
  }
}

/** The office's agenda of the day its notice names, from the day's bookings as they are now. */
async function renderAgenda(job: MailJob, deps: RenderDeps): Promise<Rendered> {
  const date = agendaDateOf(job.noticeKey)
  if (!date) return { skip: 'no day on this agenda' }
  const visits = await deps.store.visits.on(date)
  return { send: officeAgenda(date, visits, await deps.content()) }
}

/**
 * The reminder of a confirmed visit, checked again now: the visit may have been cancelled (no booking)
 * or moved since it was queued (another window: that one gets its own reminder when it is due).
 * It follows the office's confirmation, so the caps on visitor e-mail do not hold it back; the
 * visitor's withdrawn consent does.
 */
async function renderReminder(job: MailJob, lead: StoredLead, now: Date, deps: RenderDeps): Promise<Rendered> {
  const window = job.window
  if (!window || !lead.visitWindow) return { skip: 'the visit was cancelled' }
  if (lead.visitWindow.id !== window.id) return { skip: 'the visit was moved to another window' }
  if (lead.visitStatus !== 'confirmed') return { skip: 'the visit is no longer confirmed' }
  if (lead.optOut?.channels.includes('email')) return { skip: 'the visitor withdrew consent to e-mails' }
  if (Date.parse(window.start) <= now.getTime()) return { skip: 'the window has begun' }
  const content = await deps.content()
  const manage = await visitorManageLink(lead.id, window, { store: deps.store, siteUrl: content.siteUrl, secret: deps.linkSecret, now })
  return { send: visitorReminder(lead, window, content, manage) }
}
