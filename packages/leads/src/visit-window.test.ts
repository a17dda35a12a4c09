import { describe, expect, it } from 'vitest'
import { fillMailPlaceholders } from './mail-placeholders.ts'
import { addDays, visitWindow, visitWindowLabel, weekdayOf, zonedIso, zonedToday } from './visit-window.ts'

describe('visit windows in Jacksonville time', () => {
  it('writes wall-clock times with the offset in force that day, across both daylight-saving changes', () => {
    expect(zonedIso('2026-12-01', '08:00')).toBe('2026-12-01T08:00:00-05:00')
    expect(zonedIso('2026-07-01', '12:00')).toBe('2026-07-01T12:00:00-04:00')
    // The Sunday clocks spring forward (2027-03-14) and the one they fall back (2026-11-01).
    expect(zonedIso('2027-03-14', '08:00')).toBe('2027-03-14T08:00:00-04:00')
    expect(zonedIso('2027-03-13', '08:00')).toBe('2027-03-13T08:00:00-05:00')
    expect(zonedIso('2026-11-01', '08:00')).toBe('2026-11-01T08:00:00-05:00')
    expect(zonedIso('2026-10-31', '08:00')).toBe('2026-10-31T08:00:00-04:00')
  })

  it("takes today's date from Jacksonville, not from the machine", () => {
    // 03:30 UTC on the 2nd is still the evening of the 1st in Jacksonville.
    expect(zonedToday(new Date('2026-12-02T03:30:00Z'))).toBe('2026-12-01')
    expect(zonedToday(new Date('2026-12-02T05:30:00Z'))).toBe('2026-12-02')
  })

  it('counts days and weekdays on the calendar', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14')
    expect(weekdayOf('2026-11-29')).toBe('Sunday')
    expect(weekdayOf('2026-12-05')).toBe('Saturday')
  })

  it('names a window by its date and times and reads it as a person would', () => {
    const window = visitWindow('2026-12-01', '12:00', '16:00')
    expect(window).toEqual({
      id: '2026-12-01_12:00-16:00',
      date: '2026-12-01',
      start: '2026-12-01T12:00:00-05:00',
      end: '2026-12-01T16:00:00-05:00',
    })
    expect(visitWindowLabel(window)).toBe('Tuesday, December 1, 12:00\u00a0PM – 4:00\u00a0PM')
  })

  it("fills the request's placeholders in e-mail wording and leaves the others", () => {
    expect(fillMailPlaceholders('Hi {firstName}, {company} got it: {window}', { firstName: 'Dana', window: 'Tue' })).toBe(
      'Hi Dana, {company} got it: Tue',
    )
  })
})
