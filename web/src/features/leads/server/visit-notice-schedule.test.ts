import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SqliteLeadStore, hashVisitToken } from '@site/lead-store'
import { leadWithToken } from '@site/lead-store/testing/mail-visit-conformance'
import { rawSql } from '@site/lead-store/testing/raw-sql'
import { readVisitNoticeTimes } from '@site/sanity'
import { visitWindow } from '@site/leads'
import { seededSource } from '@/sanity/testing/seeded-source'
import { runVisitNotices } from './visit-notice-schedule'

// The server's own schedule for the visit e-mails: the send times Visit scheduling holds, and a look
// that wakes the e-mail sender only when it queued something (a later look finds it queued).

const scratch = mkdtempSync(join(tmpdir(), 'visit-notice-schedule-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe("the server's schedule of visit reminders and agendas", () => {
  it('reads the seeded send times: 3:00 PM for reminders, 6:30 AM for the agenda', async () => {
    expect(await readVisitNoticeTimes(seededSource)).toEqual({ reminderTime: '15:00', agendaTime: '06:30' })
  })

  it('queues what is due, wakes the sender for it, and finds nothing new at the next look', async () => {
    const store = SqliteLeadStore.open(join(scratch, 'leads.db'))
    const { lead, token } = leadWithToken()
    await store.insertLead(lead)
    const window = visitWindow('2027-03-15', '08:00', '12:00')
    await store.visits.book({ leadId: lead.id, tokenHash: hashVisitToken(token), window, capacity: 3, now: lead.receivedAt, network: 'n' })
    await rawSql(store, "UPDATE visit_bookings SET status = 'confirmed' WHERE lead_id = ?1", lead.id)
    const wakes: string[] = []
    const lines: string[] = []
    // 3:01 PM EDT on the Sunday the clocks sprang forward.
    const deps = {
      store: async () => store,
      times: () => readVisitNoticeTimes(seededSource),
      wake: async () => wakes.push('wake'),
      now: () => new Date('2027-03-14T19:01:00Z'),
      log: (line: string) => lines.push(line),
    }
    expect(await runVisitNotices(deps)).toEqual({ reminderDate: '2027-03-15', reminders: 1, agendaDate: '2027-03-14', agendaQueued: true })
    expect(wakes).toEqual(['wake'])
    expect(lines).toEqual(['[leads] visit e-mails queued: 1 reminder for 2027-03-15, the agenda of 2027-03-14'])
    expect(await runVisitNotices(deps)).toMatchObject({ reminders: 0, agendaQueued: false })
    expect(wakes).toEqual(['wake'])
    await store.close()
  })
})
