import { randomUUID } from 'node:crypto'
import { agendaDateAt, reminderDateAt, type VisitNoticeTimes } from '@site/leads'
import { text } from './rows.ts'
import { sql, type Work } from './steps.ts'
import type { LeadStore } from './types.ts'

// The scheduled visit e-mails: a reminder to the visitor the afternoon before each confirmed visit,
// and the office's agenda of the day in the morning. Each is one row of the e-mail queue under a
// notice key; the key is unique, so `ON CONFLICT (notice_key) DO NOTHING` makes it once however many
// instances, cron jobs and people run the job, at the same moment or again later. The rows carry no
// wording: the sender writes each e-mail when it sends it, from the bookings as they are then.

export const reminderKey = (leadId: string, windowId: string) => `reminder:${leadId}:${windowId}`
export const agendaKey = (date: string) => `agenda:${date}`

/** The date (YYYY-MM-DD) an agenda's notice key names, or null for any other key. */
export const agendaDateOf = (noticeKey: string | null) => /^agenda:(\d{4}-\d{2}-\d{2})$/.exec(noticeKey ?? '')?.[1] ?? null

/** Queues a reminder for each visit on `date` the office has confirmed and that has none; how many it queued. */
export function* queueReminders(date: string, now: string): Work<number> {
  const bookings = yield sql(
    `SELECT lead_id, window_id, window_date, starts_at, ends_at FROM visit_bookings
     WHERE window_date = ?1 AND status = 'confirmed' ORDER BY starts_at, lead_id`,
    date,
  )
  let queued = 0
  for (const booking of bookings) {
    const leadId = text(booking, 'lead_id')
    const window = {
      id: text(booking, 'window_id'),
      date: text(booking, 'window_date'),
      start: text(booking, 'starts_at'),
      end: text(booking, 'ends_at'),
    }
    const inserted = yield sql(
      // Reserved as it is queued (mail-caps.ts): it follows the office's confirmation, which no stranger
      // can set off, so the caps on mail to visitors never hold it back; it still counts toward them.
      `INSERT INTO mail_queue (id, lead_id, kind, visit_window, created_at, status, attempts, next_attempt_at, updated_at, notice_key,
         reserved_at, mailbox)
       VALUES (?1, ?2, 'visitor-reminder', ?3, ?4, 'pending', 0, ?4, ?4, ?5, ?4, (SELECT l.mailbox FROM leads l WHERE l.id = ?2))
       ON CONFLICT (notice_key) DO NOTHING RETURNING id`,
      randomUUID(),
      leadId,
      JSON.stringify(window),
      now,
      reminderKey(leadId, window.id),
    )
    queued += inserted.length
  }
  return queued
}

/** Queues the office's agenda of `date` unless it was queued before; whether it did. */
export function* queueAgenda(date: string, now: string): Work<boolean> {
  const inserted = yield sql(
    `INSERT INTO mail_queue (id, lead_id, kind, visit_window, created_at, status, attempts, next_attempt_at, updated_at, notice_key)
     VALUES (?1, NULL, 'office-agenda', NULL, ?2, 'pending', 0, ?2, ?2, ?3)
     ON CONFLICT (notice_key) DO NOTHING RETURNING id`,
    randomUUID(),
    now,
    agendaKey(date),
  )
  return inserted.length > 0
}

export type NoticeRun = {
  /** The date whose visits were reminded, or null when reminders are not due at this time. */
  reminderDate: string | null
  reminders: number
  /** The date whose agenda was due, or null before the agenda's send time. */
  agendaDate: string | null
  agendaQueued: boolean
}

/** Queues whatever of the two is due at `now`, by Jacksonville time and the send times of Visit scheduling. */
export async function queueDueVisitNotices(store: LeadStore, times: VisitNoticeTimes, now: Date): Promise<NoticeRun> {
  const at = now.toISOString()
  const reminderDate = reminderDateAt(now, times.reminderTime)
  const agendaDate = agendaDateAt(now, times.agendaTime)
  return {
    reminderDate,
    reminders: reminderDate ? await store.notices.queueReminders(reminderDate, at) : 0,
    agendaDate,
    agendaQueued: agendaDate ? await store.notices.queueAgenda(agendaDate, at) : false,
  }
}
