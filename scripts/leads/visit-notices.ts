import { type LeadStore } from '@site/lead-store'
import { agendaDateAt, REMINDERS_UNTIL, reminderDateAt, VISIT_ZONE, type VisitNoticeTimes } from '@site/leads'
import { createContentSource, readVisitNoticeTimes } from '@site/sanity'
import { DEFAULT_DATASET_FILE } from '../seed/paths.ts'

// pnpm leads reminders / agenda [--now <ISO time>]: the server's scheduled visit e-mails, run by a
// cron job, a test or a person. They queue what is due at that time as the server's schedule does
// (one e-mail per notice key, however often and wherever they run); the site's e-mail sender sends
// it within its poll, with the wording as settings hold it then.

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })
const day = (date: string) => dayFormat.format(new Date(`${date}T12:00:00Z`))
const SENT = 'The site sends it within a minute (or at its next start).'

/** The send times as Visit scheduling holds them (the content the site serves). */
export function noticeTimes(): Promise<VisitNoticeTimes> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''))
  return readVisitNoticeTimes(createContentSource(env, DEFAULT_DATASET_FILE))
}

/** `--now` as an instant, or now; an error for anything that is not a date and time. */
export function parseNow(value: string | undefined): Date {
  if (value === undefined) return new Date()
  const at = new Date(value)
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(at.getTime())) {
    throw new Error('--now must be an ISO 8601 time, for example 2026-11-01T15:00:00-05:00')
  }
  return at
}

export async function queueReminders(store: LeadStore, times: VisitNoticeTimes, now: Date): Promise<void> {
  const date = reminderDateAt(now, times.reminderTime)
  if (!date) {
    console.log(
      `No reminders are due at ${now.toISOString()}: they go out from ${times.reminderTime} to ${REMINDERS_UNTIL} (${VISIT_ZONE}) the day before a visit.`,
    )
    return
  }
  const queued = await store.notices.queueReminders(date, now.toISOString())
  console.log(
    `${queued} reminder${queued === 1 ? '' : 's'} queued for the confirmed visits of ${day(date)} (the others were queued before, or not confirmed).`,
  )
  if (queued) console.log(SENT.replace('it', 'them'))
}

export async function queueAgenda(store: LeadStore, times: VisitNoticeTimes, now: Date): Promise<void> {
  const date = agendaDateAt(now, times.agendaTime)
  if (!date) {
    console.log(`The office's agenda is not due at ${now.toISOString()}: it goes out from ${times.agendaTime} (${VISIT_ZONE}).`)
    return
  }
  const queued = await store.notices.queueAgenda(date, now.toISOString())
  console.log(queued ? `The agenda of ${day(date)} is queued for the office. ${SENT}` : `The agenda of ${day(date)} was queued before.`)
}
