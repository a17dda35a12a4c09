import type { LeadStore } from '@site/lead-store'
import { zonedToday } from '@site/leads'
import { json } from '@/features/leads/server/request-body'
import { offeredWindows, openWindows, type VisitSchedule } from '../open-windows'

// GET /api/visit-windows: the open windows and the picker's words. Never cached: a window that fills
// up must disappear for the next visitor.

export type WindowsDeps = {
  store: () => Promise<LeadStore>
  /** The Visit scheduling document (null when there is none: no windows are offered). */
  schedule: () => Promise<VisitSchedule | null>
  now?: () => Date
}

export const UNAVAILABLE = 'Visit times cannot be shown just now. We will call you to set one up.'

/** The picker's words, as the schedule document holds them. */
export function pickerWording(schedule: VisitSchedule) {
  const { windows: _windows, daysAhead: _ahead, earliestDays: _earliest, closedDates: _closed, ...wording } = schedule
  return wording
}

export type PickerWording = ReturnType<typeof pickerWording>

/** The open windows now, or null when the schedule or the store cannot be read. */
export async function currentOpenWindows(deps: WindowsDeps, schedule: VisitSchedule) {
  const now = deps.now?.() ?? new Date()
  const offered = offeredWindows(schedule, now)
  const store = await deps.store()
  const taken = await store.visits.loads(zonedToday(now))
  return { offered, open: openWindows(offered, taken) }
}

export async function handleVisitWindowsGet(deps: WindowsDeps): Promise<Response> {
  try {
    const schedule = await deps.schedule()
    if (!schedule) return json(200, { windows: [] })
    const { open } = await currentOpenWindows(deps, schedule)
    return json(200, { windows: open, wording: pickerWording(schedule) })
  } catch (error) {
    console.error(`[visits] open windows unavailable: ${error instanceof Error ? error.message.slice(0, 300) : 'unknown error'}`)
    return json(503, { message: UNAVAILABLE, windows: [] }, { 'Retry-After': '5' })
  }
}
