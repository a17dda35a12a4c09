import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LeadStore, NewLead, VisitWindow } from '../types.ts'
import { hashVisitToken, newVisitToken, MAX_WINDOW_CHANGES } from '../visit-bookings.ts'
import { sampleLead } from './fixtures.ts'

// The e-mail queue, visit windows and CRM updates, the same on every LeadStore implementation.

export const sampleWindow = (date = '2025-09-12', start = '08:00', end = '12:00'): VisitWindow => ({
  id: `${date}_${start}-${end}`,
  date,
  start: `${date}T${start}:00-04:00`,
  end: `${date}T${end}:00-04:00`,
})

/** A lead with a visit token, as /api/leads stores it; returns the lead and its token. */
export function leadWithToken(overrides: Parameters<typeof sampleLead>[0] = {}): { lead: NewLead; token: string } {
  const { token, hash } = newVisitToken()
  return { lead: { ...sampleLead(overrides), visitTokenHash: hash }, token }
}

export function describeMailAndVisits(name: string, database: () => Promise<() => Promise<LeadStore>>) {
  describe(`${name}: e-mail queue and visit windows`, () => {
    let store: LeadStore
    beforeEach(async () => {
      store = await (await database())()
    })
    afterEach(() => store.close())
    const now = '2025-09-10T15:00:00.000Z'
    // Each lead from a network of its own: the per-network cap has tests of its own (privacy-conformance.ts).
    const book = (leadId: string, token: string, window: VisitWindow, capacity = 3, at = now) =>
      store.visits.book({ leadId, tokenHash: hashVisitToken(token), window, capacity, now: at, network: `network-${leadId}` })

    it('queues the office alert and the visitor confirmation with the lead, and leases each once', async () => {
      const { lead } = leadWithToken()
      await store.insertLead(lead)
      const mails = await store.mail.ofLead(lead.id)
      expect(mails.map((mail) => [mail.kind, mail.status, mail.nextAttemptAt])).toEqual([
        ['office-alert', 'pending', lead.receivedAt],
        ['visitor-confirmation', 'pending', lead.receivedAt],
      ])
      const first = (await store.mail.claim({ now, limit: 10, leaseMs: 60_000 })).jobs
      expect(first.map((job) => job.kind).sort()).toEqual(['office-alert', 'visitor-confirmation'])
      expect((await store.mail.claim({ now, limit: 10, leaseMs: 60_000 })).jobs).toEqual([])
      await store.mail.record([{ id: first[0]!.id, mark: 'sent', at: now, attempts: 1, smtpStatus: 250 }])
      const later = (await store.mail.claim({ now: '2025-09-10T15:01:00.001Z', limit: 10, leaseMs: 1000 })).jobs
      expect(later.map((job) => job.id)).toEqual([first[1]!.id])
      expect(await store.mail.summary()).toMatchObject({ pending: 1, sent: 1, parked: 0, skipped: 0 })
    })

    it("hands out the office's e-mails before the visitors'", async () => {
      const [first, second] = [leadWithToken().lead, leadWithToken().lead]
      await store.insertLead(first)
      await store.insertLead(second)
      const batch = (await store.mail.claim({ now, limit: 2, leaseMs: 60_000 })).jobs
      expect(batch.map((job) => [job.kind, job.leadId])).toEqual([
        ['office-alert', first.id],
        ['office-alert', second.id],
      ])
    })

    it('retries, parks, skips, defers without counting, and requeues parked e-mails', async () => {
      const { lead } = leadWithToken()
      await store.insertLead(lead)
      const [office, visitor] = (await store.mail.claim({ now, limit: 10, leaseMs: 60_000 })).jobs
      await store.mail.record([
        {
          id: office!.id,
          mark: 'failed',
          at: now,
          attempts: 1,
          smtpStatus: 451,
          error: '451 try later',
          retryAt: '2025-09-10T15:00:20.000Z',
        },
      ])
      await store.mail.record([
        { id: visitor!.id, mark: 'deferred', retryAt: '2025-09-10T15:00:30.000Z', reason: 'waiting: content', at: now },
      ])
      let [o, v] = await store.mail.ofLead(lead.id)
      expect(o).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 451, nextAttemptAt: '2025-09-10T15:00:20.000Z' })
      expect(v).toMatchObject({ status: 'pending', attempts: 0, lastError: 'waiting: content' })
      expect((await store.mail.claim({ now: '2025-09-10T15:00:19.999Z', limit: 10, leaseMs: 1 })).jobs).toEqual([])
      const again = (await store.mail.claim({ now: '2025-09-10T15:00:40.000Z', limit: 10, leaseMs: 1 })).jobs
      expect(again).toHaveLength(2)
      await store.mail.record([
        { id: office!.id, mark: 'failed', at: now, attempts: 2, smtpStatus: 550, error: '550 no such user', retryAt: null },
      ])
      await store.mail.record([{ id: visitor!.id, mark: 'skipped', reason: 'withdrew e-mail consent', at: now }])
      ;[o, v] = await store.mail.ofLead(lead.id)
      expect(o).toMatchObject({ status: 'parked', lastError: '550 no such user' })
      expect(v).toMatchObject({ status: 'skipped', lastError: 'withdrew e-mail consent' })
      expect(await store.mail.requeueParked('2025-09-10T16:00:00.000Z', ['other'])).toBe(0)
      expect(await store.mail.requeueParked('2025-09-10T16:00:00.000Z')).toBe(1)
      expect((await store.mail.ofLead(lead.id))[0]).toMatchObject({ status: 'pending', attempts: 0 })
    })

    it('books a window with the right token only, moves it, and queues two e-mails and a CRM update each time', async () => {
      const { lead, token } = leadWithToken()
      await store.insertLead(lead)
      expect(await store.visits.tokenMatches(lead.id, hashVisitToken(token))).toBe(true)
      expect(await store.visits.tokenMatches(lead.id, hashVisitToken('guess'))).toBe(false)
      expect(await store.visits.tokenMatches('no-such-lead', hashVisitToken(token))).toBe(false)
      expect(await book(lead.id, 'guess', sampleWindow())).toEqual({ outcome: 'forbidden' })
      expect(await book('no-such-lead', token, sampleWindow())).toEqual({ outcome: 'forbidden' })

      const morning = sampleWindow()
      const afternoon = sampleWindow('2025-09-12', '12:00', '16:00')
      expect(await book(lead.id, token, morning)).toEqual({ outcome: 'booked', window: morning, moved: false })
      expect(await book(lead.id, token, morning)).toEqual({ outcome: 'unchanged', window: morning })
      expect((await store.getLead(lead.id))?.visitWindow).toEqual(morning)
      expect(await store.visits.loads('2025-09-12')).toEqual(new Map([[morning.id, 1]]))

      expect(await book(lead.id, token, afternoon)).toEqual({ outcome: 'booked', window: afternoon, moved: true })
      expect((await store.getLead(lead.id))?.visitWindow).toEqual(afternoon)
      expect(await store.visits.loads('2025-09-12')).toEqual(
        new Map([
          [morning.id, 0],
          [afternoon.id, 1],
        ]),
      )
      const mails = await store.mail.ofLead(lead.id)
      expect(mails.map((mail) => [mail.kind, mail.window?.id ?? null])).toEqual([
        ['office-alert', null],
        ['visitor-confirmation', null],
        ['office-visit', morning.id],
        ['visitor-visit', morning.id],
        ['office-visit', afternoon.id],
        ['visitor-visit', afternoon.id],
      ])
      expect((await store.visits.on('2025-09-12')).map((visit) => visit.id)).toEqual([lead.id])
      expect(await store.visits.on('2025-09-13')).toEqual([])
    })

    it('gives a window no more bookings than its places, and a lead no more than its moves', async () => {
      const window = sampleWindow('2025-09-15')
      const leads = Array.from({ length: 5 }, () => leadWithToken())
      for (const { lead } of leads) await store.insertLead(lead)
      const outcomes = await Promise.all(leads.map(({ lead, token }) => book(lead.id, token, window, 2)))
      expect(outcomes.filter((result) => result.outcome === 'booked')).toHaveLength(2)
      expect(outcomes.filter((result) => result.outcome === 'full')).toHaveLength(3)
      expect(await store.visits.loads('2025-09-15')).toEqual(new Map([[window.id, 2]]))

      const { lead, token } = leads.find((_, i) => outcomes[i]?.outcome === 'full')!
      for (let move = 0; move <= MAX_WINDOW_CHANGES; move += 1) {
        const result = await book(lead.id, token, sampleWindow('2025-09-16', move % 2 ? '12:00' : '08:00', move % 2 ? '16:00' : '12:00'))
        expect(result.outcome).toBe('booked')
      }
      expect(await book(lead.id, token, sampleWindow('2025-09-17'))).toEqual({ outcome: 'too-many-changes' })
    })

    it('sends a CRM update only once its lead was delivered', async () => {
      const { lead, token } = leadWithToken()
      await store.insertLead(lead)
      await book(lead.id, token, sampleWindow())
      const lease = { now: '2025-09-10T16:00:00.000Z', limit: 10, leaseMs: 60_000 }
      expect(await store.crmUpdates.claimDue(lease)).toEqual([])
      await store.markDelivered(lead.id, { at: now, attempts: 1, httpStatus: 201 })
      const [update] = await store.crmUpdates.claimDue(lease)
      expect(update).toMatchObject({ leadId: lead.id, kind: 'visit-window', window: sampleWindow(), attempts: 0 })
    })
  })
}
