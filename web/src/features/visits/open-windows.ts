import type { VisitSchedulingQueryResult } from '@site/sanity'
import { addDays, isClockTime, visitWindow, weekdayOf, zonedToday, type VisitWindow } from '@site/leads'

// Which visit windows the site offers, from the Visit scheduling document, in Jacksonville time: the
// days from the earliest one to the last one ahead, without closed days and days that have no window,
// each day's windows in order. A window is open while fewer visitors than its places have asked for it.

export type VisitSchedule = NonNullable<VisitSchedulingQueryResult>
export type OfferedWindow = VisitWindow & { places: number }

/** Every window in the days visitors may pick now, full or not. */
export function offeredWindows(schedule: VisitSchedule, now: Date): OfferedWindow[] {
  const today = zonedToday(now)
  const closed = new Set(schedule.closedDates)
  const offered: OfferedWindow[] = []
  for (let day = Math.max(1, schedule.earliestDays); day <= schedule.daysAhead; day += 1) {
    const date = addDays(today, day)
    if (closed.has(date)) continue
    const weekday = weekdayOf(date)
    const todays = schedule.windows
      .filter((hours) => hours.days.includes(weekday) && isClockTime(hours.start) && isClockTime(hours.end) && hours.start < hours.end)
      .sort((a, b) => a.start.localeCompare(b.start))
    for (const hours of todays) offered.push({ ...visitWindow(date, hours.start, hours.end), places: hours.places })
  }
  // A window listed twice (two entries with the same days and times) is offered once.
  return offered.filter((window, index) => offered.findIndex((other) => other.id === window.id) === index)
}

/** The windows still open: offered, with a place left. */
export function openWindows(offered: readonly OfferedWindow[], taken: ReadonlyMap<string, number>): VisitWindow[] {
  return offered
    .filter((window) => (taken.get(window.id) ?? 0) < window.places)
    .map(({ id, date, start, end }) => ({ id, date, start, end }))
}
