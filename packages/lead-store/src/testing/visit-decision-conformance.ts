import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LeadStore } from '../types.ts'
import { hashVisitToken } from '../visit-bookings.ts'
import { leadWithToken, sampleWindow } from './mail-visit-conformance.ts'

// The office's decisions and the visitor's own changes, the same on every LeadStore implementation:
// what the booking becomes, which places are taken, which e-mails and CRM updates are queued, and that
// doing the same thing twice queues nothing more.

const HOUR = 60 * 60 * 1000

export function describeVisitDecisions(name: string, database: () => Promise<() => Promise<LeadStore>>) {
  describe(`${name}: the office's decisions and the visitor's changes`, () => {
    let store: LeadStore
    beforeEach(async () => {
      store = await (await database())()
    })
    afterEach(() => store.close())
    const now = '2025-09-10T15:00:00.000Z'
    const later = '2025-09-10T16:00:00.000Z'
    const first = sampleWindow('2025-09-12', '08:00', '12:00')
    const second = sampleWindow('2025-09-13', '12:00', '16:00')

    async function booked(window = first, capacity = 3) {
      const { lead, token } = leadWithToken()
      await store.insertLead(lead)
      const result = await store.visits.book({
        leadId: lead.id,
        tokenHash: hashVisitToken(token),
        window,
        capacity,
        now,
        network: `n-${lead.id}`,
      })
      expect(result.outcome).toBe('booked')
      return lead.id
    }
    const kinds = async (leadId: string) => (await store.mail.ofLead(leadId)).map((mail) => mail.kind)
    const crm = async () => {
      const jobs = await store.crmUpdates.claimDue({ now: '2030-01-01T00:00:00.000Z', limit: 50, leaseMs: 1000 })
      return jobs.map((job) => [job.window.id, job.status])
    }
    const loads = async () => Object.fromEntries(await store.visits.loads('2025-09-01'))

    it('confirms once: a second confirmation queues no second e-mail', async () => {
      const leadId = await booked()
      expect((await store.getLead(leadId))?.visitStatus).toBe('requested')
      expect(await store.visits.decide(leadId, { kind: 'confirm' }, later)).toEqual({ outcome: 'confirmed', window: first })
      expect(await store.visits.decide(leadId, { kind: 'confirm' }, later)).toEqual({ outcome: 'unchanged' })
      expect((await store.getLead(leadId))?.visitStatus).toBe('confirmed')
      expect(await kinds(leadId)).toEqual([
        'office-alert',
        'visitor-confirmation',
        'office-visit',
        'visitor-visit',
        'visitor-visit-confirmed',
      ])
    })

    it("reserves the decision's e-mail against the caps as it is queued, so the caps never hold it back", async () => {
      const leadId = await booked()
      await store.visits.decide(leadId, { kind: 'confirm' }, later)
      const caps = { perMailboxPerDay: 0, perHour: 0 }
      const { jobs } = await store.mail.claim({ now: later, limit: 10, leaseMs: 60_000, caps })
      const handed = jobs.filter((job) => job.leadId === leadId).map((job) => job.kind)
      expect(handed).toContain('visitor-visit-confirmed')
      // What a stranger's form set off is still held back by them.
      expect(handed).not.toContain('visitor-confirmation')
      expect(handed).not.toContain('visitor-visit')
    })

    it('declines: the place is freed at once, the visitor told once, the CRM told it is cancelled', async () => {
      const leadId = await booked(first, 1)
      expect(await loads()).toEqual({ [first.id]: 1 })
      expect(await store.visits.decide(leadId, { kind: 'decline' }, later)).toEqual({ outcome: 'declined', window: first })
      expect(await store.visits.decide(leadId, { kind: 'decline' }, later)).toEqual({ outcome: 'no-booking' })
      expect(await loads()).toEqual({ [first.id]: 0 })
      const lead = await store.getLead(leadId)
      expect([lead?.visitWindow, lead?.visitStatus]).toEqual([null, null])
      expect((await kinds(leadId)).filter((kind) => kind === 'visitor-visit-declined')).toHaveLength(1)
      await store.markDelivered(leadId, { at: now, attempts: 1, httpStatus: 200 })
      expect(await crm()).toEqual([
        [first.id, 'requested'],
        [first.id, 'cancelled'],
      ])
    })

    it('offers another window: its place is taken and the old one freed, confirmed; a full window is refused', async () => {
      const leadId = await booked(first)
      expect(await store.visits.decide(leadId, { kind: 'offer', window: second, capacity: 2 }, later)).toEqual({
        outcome: 'offered',
        window: second,
      })
      expect(await store.visits.decide(leadId, { kind: 'offer', window: second, capacity: 2 }, later)).toEqual({ outcome: 'unchanged' })
      expect(await loads()).toEqual({ [first.id]: 0, [second.id]: 1 })
      expect(await store.getLead(leadId)).toMatchObject({ visitWindow: second, visitStatus: 'confirmed' })
      const other = await booked(first)
      expect(await store.visits.decide(other, { kind: 'offer', window: second, capacity: 1 }, later)).toEqual({ outcome: 'full' })
      expect(await store.getLead(other)).toMatchObject({ visitWindow: first, visitStatus: 'requested' })
      expect((await kinds(leadId)).filter((kind) => kind === 'visitor-visit-offered')).toHaveLength(1)
    })

    it('lets the visitor move up to the cut-off: the old place freed, the office told, back to requested', async () => {
      const leadId = await booked(first)
      await store.visits.decide(leadId, { kind: 'confirm' }, later)
      const change = { leadId, window: second, capacity: 3, now: later, network: 'n-visitor', cutoffMs: 12 * HOUR }
      expect(await store.visits.change(change)).toEqual({ outcome: 'moved', window: second })
      expect(await store.visits.change(change)).toEqual({ outcome: 'unchanged' })
      expect(await loads()).toEqual({ [first.id]: 0, [second.id]: 1 })
      expect(await store.getLead(leadId)).toMatchObject({ visitWindow: second, visitStatus: 'requested' })
      expect((await kinds(leadId)).slice(-2)).toEqual(['office-visit-changed', 'visitor-visit'])
      // Eleven hours before the window starts (13 September 12:00 at -04:00 is 16:00Z), past a 12-hour cut-off.
      const lateNow = '2025-09-13T05:00:00.000Z'
      expect(await store.visits.change({ ...change, window: first, now: lateNow })).toEqual({ outcome: 'too-late' })
      expect(await store.visits.cancelByVisitor(leadId, lateNow, 12 * HOUR)).toEqual({ outcome: 'too-late' })
      expect(await store.getLead(leadId)).toMatchObject({ visitWindow: second })
    })

    it('lets the visitor cancel once: the place freed, the office, the visitor and the CRM told', async () => {
      const leadId = await booked(first)
      expect(await store.visits.cancelByVisitor(leadId, later, 12 * HOUR)).toEqual({ outcome: 'cancelled', window: first })
      expect(await store.visits.cancelByVisitor(leadId, later, 12 * HOUR)).toEqual({ outcome: 'no-booking' })
      expect(await loads()).toEqual({ [first.id]: 0 })
      expect((await kinds(leadId)).slice(-2)).toEqual(['office-visit-changed', 'visitor-visit-cancelled'])
      await store.markDelivered(leadId, { at: now, attempts: 1, httpStatus: 200 })
      expect(await crm()).toEqual([
        [first.id, 'requested'],
        [first.id, 'cancelled'],
      ])
    })

    it('after a decline the visitor may ask for another window, spending the network allowance as a first booking does', async () => {
      const leadId = await booked(first)
      await store.visits.decide(leadId, { kind: 'decline' }, later)
      const change = { leadId, window: second, capacity: 3, now: later, network: 'n-shared', cutoffMs: 12 * HOUR }
      expect(await store.visits.change(change)).toEqual({ outcome: 'booked', window: second })
      expect((await kinds(leadId)).slice(-2)).toEqual(['office-visit', 'visitor-visit'])
      const others = await Promise.all([booked(), booked(), booked()])
      for (const other of others) await store.visits.decide(other, { kind: 'decline' }, later)
      const results = []
      for (const other of others) results.push((await store.visits.change({ ...change, leadId: other })).outcome)
      expect(results).toEqual(['booked', 'booked', 'network-limit'])
    })
  })
}
