import { describe, expect, it } from 'vitest'
import type { MailKind, MailRecord } from '@site/lead-store'
import { calendarRevision } from './calendar-revisions'

const mail = (id: string, kind: MailKind, createdAt: string): MailRecord => ({
  id,
  leadId: 'lead',
  kind,
  window: null,
  attempts: 0,
  createdAt,
  noticeKey: null,
  status: 'pending',
  nextAttemptAt: null,
  lastStatus: null,
  lastError: null,
  sentAt: null,
})

describe('calendar revisions', () => {
  const mails = [
    mail('alert', 'office-alert', '2026-12-01T14:00:00.100Z'),
    mail('chosen', 'visitor-visit', '2026-12-01T14:00:00.200Z'),
    mail('office', 'office-visit', '2026-12-01T14:00:00.200Z'),
    mail('confirmed', 'visitor-visit-confirmed', '2026-12-01T14:00:00.900Z'),
    mail('cancelled', 'visitor-visit-cancelled', '2026-12-01T14:00:01.000Z'),
    mail('again', 'visitor-visit', '2026-12-02T09:30:00.000Z'),
  ]
  const sequence = (id: string) => calendarRevision(mails, id)?.sequence
  const second = Date.parse('2026-12-01T14:00:00Z') / 1000

  it('gives each revision a higher SEQUENCE than the last, even within one second', () => {
    expect([sequence('chosen'), sequence('confirmed'), sequence('cancelled')]).toEqual([second, second + 1, second + 2])
  })

  it('is the revision time in seconds once the clock is ahead, and stamps the entry with that time', () => {
    expect(calendarRevision(mails, 'again')).toEqual({
      at: '2026-12-02T09:30:00.000Z',
      sequence: Date.parse('2026-12-02T09:30:00Z') / 1000,
    })
  })

  it('counts no e-mail without a calendar entry, and knows no e-mail it was not given', () => {
    expect(calendarRevision(mails, 'office')).toBeNull()
    expect(calendarRevision(mails, 'missing')).toBeNull()
  })
})
