import { VISITOR_MAIL_KINDS, agendaDateOf, type LeadStore, type MailJob, type Rendered, type StoredLead } from '@site/lead-store'
import { officeAgenda } from './agenda-mail'
import type { MailContent } from './mail-content'
import { officeAlert, officeVisit } from './office-mail'
import { visitorReminder } from './reminder-mail'
import { visitorConfirmation, visitorVisit } from './visitor-mail'

// Turns a queued e-mail into the message to send, at send time: the lead as stored now (its opt-outs
// and visit window included) and the settings as they are now. It also decides what is not sent; how
// many e-mails a mailbox and all visitors get is decided when the e-mail is claimed (mail-caps.ts).

/** A confirmation that arrives a day late promises a call that should already have come: skipped. */
export const VISITOR_MAIL_TTL_MS = 24 * 60 * 60 * 1000

export type RenderDeps = { store: LeadStore; content: () => Promise<MailContent>; now?: () => Date }

export async function renderMail(job: MailJob, deps: RenderDeps): Promise<Rendered> {
  const now = deps.now?.() ?? new Date()
  if (job.kind === 'office-agenda') return renderAgenda(job, deps)
  const lead = job.leadId ? await deps.store.getLead(job.leadId) : null
  if (!lead) return { skip: 'the lead is not in the store' }
  if (job.kind === 'visitor-reminder') return renderReminder(job, lead, now, deps)
  const window = job.window
  if (window && (job.kind === 'office-visit' || job.kind === 'visitor-visit') && lead.visitWindow?.id !== window.id) {
    return { skip: 'a later window replaced this one' }
  }
  if (VISITOR_MAIL_KINDS.includes(job.kind)) {
    if (lead.optOut?.channels.includes('email')) return { skip: 'the visitor withdrew consent to e-mails' }
    if (now.getTime() - Date.parse(job.createdAt) > VISITOR_MAIL_TTL_MS)
      return { skip: 'more than a day late: no longer useful to the visitor' }
    if (window && Date.parse(window.start) <= now.getTime()) return { skip: 'the window has begun' }
  }
  // Settings are read last: when they cannot be read, the e-mail waits (the caller turns the error into a wait).
  const content = await deps.content()
  switch (job.kind) {
    case 'office-alert':
      return { send: officeAlert(lead, content) }
    case 'visitor-confirmation':
      return { send: visitorConfirmation(lead, content) }
    case 'office-visit':
      return window ? { send: officeVisit(lead, window, content) } : { skip: 'no window on this e-mail' }
    case 'visitor-visit':
      return window ? { send: visitorVisit(lead, window, job.createdAt, content) } : { skip: 'no window on this e-mail' }
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
  return { send: visitorReminder(lead, window, await deps.content()) }
}
