import { describe, expect, it } from 'vitest'
import { agendaDateAt, reminderDateAt } from './visit-notice-times.ts'

// The reminder and the agenda fall due at Jacksonville's wall-clock time on both sides of a
// daylight-saving change: 3:00 PM is 19:00 UTC in summer time and 20:00 UTC in winter time.

const due = (iso: string, time = '15:00') => reminderDateAt(new Date(iso), time)

describe('when the visit reminders are due', () => {
  it('on the Sunday the clocks fall back (2026-11-01), at 3:00 PM EST for the Monday after', () => {
    expect(due('2026-11-01T19:59:00Z')).toBeNull()
    expect(due('2026-11-01T20:00:00Z')).toBe('2026-11-02')
    // 9:00 PM EST: the evening's last chance is over.
    expect(due('2026-11-02T01:59:00Z')).toBe('2026-11-02')
    expect(due('2026-11-02T02:00:00Z')).toBeNull()
  })

  it('on the Saturday before the clocks fall back, at 3:00 PM EDT for the Sunday of the change', () => {
    expect(due('2026-10-31T18:59:00Z')).toBeNull()
    expect(due('2026-10-31T19:00:00Z')).toBe('2026-11-01')
  })

  it('on the Sunday the clocks spring forward (2027-03-14), at 3:00 PM EDT for the Monday after', () => {
    expect(due('2027-03-14T18:59:00Z')).toBeNull()
    expect(due('2027-03-14T19:00:00Z')).toBe('2027-03-15')
  })

  it('on the Saturday before the clocks spring forward, at 3:00 PM EST', () => {
    expect(due('2027-03-13T19:59:00Z')).toBeNull()
    expect(due('2027-03-13T20:00:00Z')).toBe('2027-03-14')
  })

  it('at the time Visit scheduling sets', () => {
    expect(due('2026-12-01T21:29:00Z', '16:30')).toBeNull()
    expect(due('2026-12-01T21:30:00Z', '16:30')).toBe('2026-12-02')
  })
})

describe("when the office's agenda is due", () => {
  it('from the send time to the end of the day, in both EDT and EST', () => {
    expect(agendaDateAt(new Date('2026-10-31T10:29:00Z'), '06:30')).toBeNull()
    expect(agendaDateAt(new Date('2026-10-31T10:30:00Z'), '06:30')).toBe('2026-10-31')
    expect(agendaDateAt(new Date('2026-11-02T11:29:00Z'), '06:30')).toBeNull()
    expect(agendaDateAt(new Date('2026-11-02T11:30:00Z'), '06:30')).toBe('2026-11-02')
    // 11:30 PM EST is still the 2nd in Jacksonville.
    expect(agendaDateAt(new Date('2026-11-03T04:30:00Z'), '06:30')).toBe('2026-11-02')
    expect(agendaDateAt(new Date('2027-03-15T10:30:00Z'), '06:30')).toBe('2027-03-15')
  })
})
