import { describe, expect, it } from 'vitest'
import { addDays, weekdayOf, zonedToday } from '@site/leads'
import { visitSchedulingQuery } from '@site/sanity'
import { seededSource } from '@/sanity/testing/seeded-source'
import { offeredWindows, openWindows, type VisitSchedule } from './open-windows'

const seeded = async (): Promise<VisitSchedule> => {
  const schedule = await seededSource.fetch(visitSchedulingQuery)
  if (!schedule) throw new Error('the seed has no Visit scheduling document')
  return schedule
}

describe('visit windows offered from the Visit scheduling document', () => {
  it('offers the seeded hours: weekdays 8-12 and 12-4, Saturday 8-12, no Sunday, nothing today, 14 days ahead', async () => {
    const schedule = await seeded()
    // A Wednesday afternoon in Jacksonville, in a week with no closed day.
    const now = new Date('2027-02-10T19:00:00Z')
    const windows = offeredWindows({ ...schedule, closedDates: [] }, now)
    const today = zonedToday(now)
    expect(windows.every((window) => window.date > today && window.date <= addDays(today, 14))).toBe(true)
    expect(windows.some((window) => weekdayOf(window.date) === 'Sunday')).toBe(false)
    expect(windows.slice(0, 3)).toEqual([
      { id: '2027-02-11_08:00-12:00', date: '2027-02-11', start: '2027-02-11T08:00:00-05:00', end: '2027-02-11T12:00:00-05:00', places: 3 },
      { id: '2027-02-11_12:00-16:00', date: '2027-02-11', start: '2027-02-11T12:00:00-05:00', end: '2027-02-11T16:00:00-05:00', places: 3 },
      { id: '2027-02-12_08:00-12:00', date: '2027-02-12', start: '2027-02-12T08:00:00-05:00', end: '2027-02-12T12:00:00-05:00', places: 3 },
    ])
    expect(windows.filter((window) => weekdayOf(window.date) === 'Saturday').map((window) => window.id)).toEqual([
      '2027-02-13_08:00-12:00',
      '2027-02-20_08:00-12:00',
    ])
    // 10 weekdays with two windows and 2 Saturdays with one.
    expect(windows).toHaveLength(22)
  })

  it('skips closed days, counts the earliest day from Jacksonville midnight, and follows daylight saving', async () => {
    const schedule = { ...(await seeded()), closedDates: ['2027-03-12'], earliestDays: 2 }
    // 11:30 PM on Wednesday 10 March in Jacksonville is already Thursday in UTC.
    const windows = offeredWindows(schedule, new Date('2027-03-11T04:30:00Z'))
    expect(windows[0]?.date).toBe('2027-03-13')
    expect(windows.some((window) => window.date === '2027-03-12')).toBe(false)
    // Clocks spring forward on Sunday 14 March: Monday's 8 AM is 12:00 UTC, no longer 13:00.
    expect(windows.find((window) => window.date === '2027-03-15')?.start).toBe('2027-03-15T08:00:00-04:00')
  })

  it('closes a window once its places are taken', async () => {
    const offered = offeredWindows(await seeded(), new Date('2027-02-10T19:00:00Z'))
    const first = offered[0]!
    expect(openWindows(offered, new Map([[first.id, 2]]))[0]?.id).toBe(first.id)
    expect(openWindows(offered, new Map([[first.id, 3]])).map((window) => window.id)).not.toContain(first.id)
  })
})
