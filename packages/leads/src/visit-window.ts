// Visit windows in Jacksonville's time (America/New_York), shared by the server that offers them, the
// picker that shows them, the e-mails and `pnpm leads visits`. Dates are calendar dates there
// (YYYY-MM-DD); times carry their offset, so a window reads the same on any machine. Intl does the
// time-zone work (daylight saving included); nothing here assumes the machine's own zone.

export const VISIT_ZONE = 'America/New_York'

/** An arrival window: id, Jacksonville date, and start and end as ISO 8601 with their offset. */
export type VisitWindow = { id: string; date: string; start: string; end: string }

const DATE = /^\d{4}-\d{2}-\d{2}$/
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

export const isCalendarDate = (value: string) => DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
export const isClockTime = (value: string) => TIME.test(value)

const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: VISIT_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })

/** The calendar date in Jacksonville at `now`. */
export const zonedToday = (now: Date) => ymd.format(now)

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`)
  at.setUTCDate(at.getUTCDate() + days)
  return at.toISOString().slice(0, 10)
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** The day of the week of a calendar date (the same everywhere). */
export const weekdayOf = (date: string): Weekday => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()]!

// Made when first needed: only the server computes offsets, and older browsers lack 'longOffset'.
let offsetFormat: Intl.DateTimeFormat | undefined

/** Jacksonville's offset from UTC at an instant, in minutes (-300 in winter, -240 in summer). */
function offsetMinutes(at: number): number {
  offsetFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: VISIT_ZONE, timeZoneName: 'longOffset' })
  const name = offsetFormat.formatToParts(new Date(at)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT'
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name)
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0
}

const pad = (n: number) => String(n).padStart(2, '0')

/** A Jacksonville wall-clock time on a date as ISO 8601 with its offset, e.g. 2026-12-01T08:00:00-05:00. */
export function zonedIso(date: string, time: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`)
  // The offset at the wall time read as UTC is right except within hours of a change; check it once.
  let offset = offsetMinutes(wall - offsetMinutes(wall) * 60_000)
  offset = offsetMinutes(wall - offset * 60_000)
  const sign = offset < 0 ? '-' : '+'
  return `${date}T${time}:00${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
}

/** The window of `date` from `start` to `end` (HH:MM, Jacksonville time). */
export function visitWindow(date: string, start: string, end: string): VisitWindow {
  return { id: `${date}_${start}-${end}`, date, start: zonedIso(date, start), end: zonedIso(date, end) }
}

const dayFormat = new Intl.DateTimeFormat('en-US', { timeZone: VISIT_ZONE, weekday: 'long', month: 'long', day: 'numeric' })
const shortDayFormat = new Intl.DateTimeFormat('en-US', { timeZone: VISIT_ZONE, weekday: 'short', month: 'short', day: 'numeric' })
const timeFormat = new Intl.DateTimeFormat('en-US', { timeZone: VISIT_ZONE, hour: 'numeric', minute: '2-digit' })

/** "Tuesday, December 1" */
export const visitDay = (window: Pick<VisitWindow, 'start'>) => dayFormat.format(new Date(window.start))
/** "Tue, Dec 1" */
export const visitDayShort = (window: Pick<VisitWindow, 'start'>) => shortDayFormat.format(new Date(window.start))
// A time and its AM/PM never part at the end of a line.
const time = (iso: string) => timeFormat.format(new Date(iso)).replace(/\s(AM|PM)$/, '\u00a0$1')

/** "8:00 AM – 12:00 PM" (with no-break spaces before AM and PM) */
export const visitTimes = (window: Pick<VisitWindow, 'start' | 'end'>) => `${time(window.start)} – ${time(window.end)}`
/** "Tuesday, December 1, 8:00 AM – 12:00 PM": how the window reads in sentences and e-mails. */
export const visitWindowLabel = (window: VisitWindow) => `${visitDay(window)}, ${visitTimes(window)}`
