import { addDays, zonedIso, zonedToday } from './visit-window.ts'

// When the scheduled visit e-mails are due, in Jacksonville's wall-clock time (zonedIso does the
// daylight-saving work): the visitor's reminder the afternoon before a confirmed visit, and the
// office's list of the day's visits in the morning. A job asked at any moment answers which day it
// is due for, so a schedule that looks every few minutes, a cron job and a person all agree.

/** The send times as Visit scheduling holds them, HH:MM on the 24-hour clock, Jacksonville time. */
export type VisitNoticeTimes = { reminderTime: string; agendaTime: string }

/**
 * Reminders are still queued this late in the evening (for a visit confirmed after the send time),
 * not later: nobody should be e-mailed about tomorrow at midnight, and a visit confirmed that late
 * had its confirmation e-mail minutes before.
 */
export const REMINDERS_UNTIL = '21:00'

const at = (date: string, time: string) => Date.parse(zonedIso(date, time))

/** The date whose confirmed visits get their reminder at `now`, or null outside the day's reminder hours. */
export function reminderDateAt(now: Date, reminderTime: string): string | null {
  const today = zonedToday(now)
  const time = now.getTime()
  return time >= at(today, reminderTime) && time < at(today, REMINDERS_UNTIL) ? addDays(today, 1) : null
}

/** The date whose agenda the office gets at `now` (today, from the send time on), or null before it. */
export function agendaDateAt(now: Date, agendaTime: string): string | null {
  const today = zonedToday(now)
  return now.getTime() >= at(today, agendaTime) ? today : null
}
