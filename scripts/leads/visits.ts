import type { LeadStore, StoredLead } from '@site/lead-store'
import { isCalendarDate, visitTimes, visitWindowLabel, VISIT_ZONE, zonedToday } from '@site/leads'
import { leadFlags } from './commands.ts'
import { terminalText } from './terminal.ts'

// pnpm leads visits [--date YYYY-MM-DD]: the office's list of estimate visits for one day (today in
// Jacksonville by default), by arrival window, each confirmed or requested, with what a caller needs.
// The office's e-mail links are the everyday way (docs/operations.md); this stays for when they are not at hand.

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })

/** The date asked for, or an error message; today in Jacksonville when none is given. */
export function visitDate(value: string | undefined, now = new Date()): { date: string } | { error: string } {
  if (value === undefined) return { date: zonedToday(now) }
  return isCalendarDate(value) ? { date: value } : { error: '--date must be a day written as YYYY-MM-DD, for example 2026-12-01' }
}

const line = (lead: StoredLead) => {
  const name = `${lead.firstName} ${lead.lastName}`.trim()
  const place = [lead.address, [lead.city, lead.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  const flags = leadFlags({ ...lead, visitWindow: null })
  const status = lead.visitStatus === 'confirmed' ? 'confirmed' : 'requested'
  return `  ${[name, lead.phone || '(no phone)', place, lead.service || '(no service chosen)', status, ...(flags ? [flags] : [])].map(terminalText).join('  |  ')}`
}

export async function listVisits(store: LeadStore, date: string): Promise<void> {
  const day = `${dayFormat.format(new Date(`${date}T12:00:00Z`))} (${VISIT_ZONE} time)`
  const visits = await store.visits.on(date)
  if (!visits.length) {
    console.log(`No estimate visits requested for ${day}.`)
    return
  }
  console.log(`Requested estimate visits for ${day}: ${visits.length}. Confirm each from its e-mail, or by phone.`)
  let window = ''
  for (const lead of visits) {
    const times = lead.visitWindow ? visitTimes(lead.visitWindow) : ''
    if (times !== window) {
      window = times
      const count = visits.filter((other) => other.visitWindow && visitTimes(other.visitWindow) === times).length
      console.log(`\n${times}  (${count} requested)`)
    }
    console.log(line(lead))
  }
}

/**
 * pnpm leads visits cancel <lead id>: the office takes a requested window back (the visitor cannot
 * come, or the request was not a person's). The place is free again at once; the visit e-mails not yet
 * sent are skipped. The visitor and the CRM are told by the office.
 */
export async function cancelVisitOf(store: LeadStore, leadId: string | undefined): Promise<void> {
  if (!leadId) throw new Error('Usage: pnpm leads visits cancel <lead id>')
  const lead = await store.getLead(leadId)
  if (!lead) throw new Error(`No lead with id ${terminalText(leadId)}`)
  const window = await store.visits.cancel(lead.id, new Date().toISOString())
  if (!window) {
    console.log(`Lead ${lead.id} has no visit window: nothing to cancel.`)
    return
  }
  console.log(`Cancelled ${visitWindowLabel(window)} (${VISIT_ZONE} time) for lead ${lead.id}; the place is free again.`)
  console.log('Tell the visitor, and update the CRM if it has the window.')
}
