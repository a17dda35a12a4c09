import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { StoreRefusal, type LeadStore } from '../types.ts'
import type { StoreLimits } from '../store-guards.ts'
import { sampleLead, sampleOptOut, sampleSubscription } from './fixtures.ts'

/**
 * One behaviour for every LeadStore implementation. `database` makes a fresh, empty database and
 * returns a function that opens a new connection to it, so tests can reopen and run two senders.
 */
export function describeLeadStore(name: string, database: (limits?: StoreLimits) => Promise<() => Promise<LeadStore>>) {
  describe(`${name} lead store`, () => {
    let open: () => Promise<LeadStore>
    const opened: LeadStore[] = []
    const connect = async () => {
      const store = await open()
      opened.push(store)
      return store
    }

    beforeEach(async () => {
      open = await database()
    })
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((store) => store.close()))
    })

    it('keeps a lead whole: columns, consent evidence, attribution and payload, pending in the outbox', async () => {
      const store = await connect()
      const lead = sampleLead()
      await store.insertLead(lead)
      const stored = await store.getLead(lead.id)
      expect(stored).toEqual({
        ...lead,
        seq: expect.any(Number),
        outbox: { status: 'pending', attempts: 0, nextAttemptAt: lead.receivedAt, lastStatus: null, lastError: null, deliveredAt: null },
        optOut: null,
        consentedAgain: null,
        visitWindow: null,
        visitStatus: null,
      })
      expect(stored?.payload.leadData.select_a_service__sg_).toBe('Lawn + Pest Control $80/month')
      // Forwarded as stored: the payload's key order, not the database's.
      expect(JSON.stringify(stored?.payload)).toBe(JSON.stringify(lead.payload))
      expect(stored?.consent).toMatchObject({ given: true, version: '2025-09-01', source: 'server', clientIp: '203.0.113.7' })
      expect(await store.getLead('no-such-lead')).toBeNull()
    })

    it('survives closing and reopening (migrations run once)', async () => {
      const first = await connect()
      const lead = sampleLead()
      await first.insertLead(lead)
      await first.close()
      opened.splice(opened.indexOf(first), 1)
      const second = await connect()
      expect((await second.getLead(lead.id))?.email).toBe('dana@example.com')
      expect(await second.countLeads()).toBe(1)
    })

    it('refuses a second lead with the same id and leaves no half-written outbox row', async () => {
      const store = await connect()
      const lead = sampleLead()
      await store.insertLead(lead)
      await expect(store.insertLead({ ...lead, email: 'other@example.com' })).rejects.toThrow()
      expect(await store.countLeads()).toBe(1)
      expect(await store.countLeads('pending')).toBe(1)
      expect((await store.getLead(lead.id))?.email).toBe('dana@example.com')
    })

    it('lists oldest first in pages, newest first, by status, and counts', async () => {
      const store = await connect()
      const leads = [sampleLead({ firstName: 'A' }), sampleLead({ firstName: 'B' }), sampleLead({ firstName: 'C' })]
      for (const lead of leads) await store.insertLead(lead)
      const page1 = await store.listLeads({ limit: 2 })
      expect(page1.map((lead) => lead.firstName)).toEqual(['A', 'B'])
      const page2 = await store.listLeads({ limit: 2, after: page1[1]?.seq })
      expect(page2.map((lead) => lead.firstName)).toEqual(['C'])
      expect((await store.listLeads({ newestFirst: true })).map((lead) => lead.firstName)).toEqual(['C', 'B', 'A'])
      await store.markFailed(leads[1]!.id, { attempts: 3, httpStatus: 400, error: 'HTTP 400', retryAt: null })
      expect((await store.listLeads({ status: 'parked' })).map((lead) => lead.firstName)).toEqual(['B'])
      expect(await store.countLeads()).toBe(3)
      expect(await store.countLeads('pending')).toBe(2)
      expect(await store.countLeads('parked')).toBe(1)
    })

    it('keeps newsletter sign-ups in their own table', async () => {
      const store = await connect()
      const first = sampleSubscription('one@example.com')
      await store.insertSubscription(first)
      await store.insertSubscription(sampleSubscription('two@example.com'))
      expect(await store.countSubscriptions()).toBe(2)
      expect(await store.countLeads()).toBe(0)
      const [one, two] = await store.listSubscriptions()
      expect(one).toEqual({ ...first, seq: expect.any(Number) })
      expect(two?.email).toBe('two@example.com')
      expect((await store.listSubscriptions({ after: one?.seq })).map((s) => s.email)).toEqual(['two@example.com'])
      expect((await store.listSubscriptions({ newestFirst: true, limit: 1 })).map((s) => s.email)).toEqual(['two@example.com'])
    })

    it('leases due leads to one sender at a time and hands them out again when the lease runs out', async () => {
      const store = await connect()
      const leads = [sampleLead(), sampleLead(), sampleLead()]
      for (const lead of leads) await store.insertLead(lead)
      const now = '2025-09-10T15:00:00.000Z'
      const first = await store.claimDue({ now, limit: 2, leaseMs: 60_000 })
      expect(first.map((job) => job.leadId)).toEqual([leads[0]!.id, leads[1]!.id])
      expect(first[0]).toMatchObject({ attempts: 0, payload: leads[0]!.payload })
      const second = await store.claimDue({ now, limit: 10, leaseMs: 60_000 })
      expect(second.map((job) => job.leadId)).toEqual([leads[2]!.id])
      expect(await store.claimDue({ now, limit: 10, leaseMs: 60_000 })).toEqual([])
      const later = await store.claimDue({ now: '2025-09-10T15:01:00.001Z', limit: 10, leaseMs: 60_000 })
      expect(later).toHaveLength(3)
    })

    it('does not hand out a lead before it is due', async () => {
      const store = await connect()
      const lead = sampleLead({}, '2025-09-10T15:00:00.000Z')
      await store.insertLead(lead)
      expect(await store.claimDue({ now: '2025-09-10T14:59:59.999Z', limit: 5, leaseMs: 1000 })).toEqual([])
      expect(await store.nextDueAt()).toBe('2025-09-10T15:00:00.000Z')
    })

    it('records deliveries, retries and parking, and requeues parked leads', async () => {
      const store = await connect()
      const [delivered, retried, parked] = [sampleLead(), sampleLead(), sampleLead()]
      for (const lead of [delivered!, retried!, parked!]) await store.insertLead(lead)
      const now = '2025-09-10T16:00:00.000Z'
      await store.claimDue({ now, limit: 10, leaseMs: 60_000 })
      await store.markDelivered(delivered!.id, { at: now, attempts: 1, httpStatus: 201 })
      await store.markFailed(retried!.id, { attempts: 1, httpStatus: 503, error: 'HTTP 503', retryAt: '2025-09-10T16:05:00.000Z' })
      await store.markFailed(parked!.id, { attempts: 1, httpStatus: 422, error: 'HTTP 422: bad field', retryAt: null })

      expect((await store.getLead(delivered!.id))?.outbox).toEqual({
        status: 'delivered',
        attempts: 1,
        nextAttemptAt: null,
        lastStatus: 201,
        lastError: null,
        deliveredAt: now,
      })
      expect((await store.getLead(retried!.id))?.outbox).toMatchObject({
        status: 'pending',
        attempts: 1,
        nextAttemptAt: '2025-09-10T16:05:00.000Z',
        lastStatus: 503,
      })
      expect((await store.getLead(parked!.id))?.outbox).toMatchObject({ status: 'parked', lastError: 'HTTP 422: bad field' })
      expect(await store.nextDueAt()).toBe('2025-09-10T16:05:00.000Z')

      // The retried lead comes back when due (its lease was released by markFailed); the others never do.
      expect((await store.claimDue({ now: '2025-09-10T16:05:00.000Z', limit: 10, leaseMs: 1 })).map((job) => job.leadId)).toEqual([
        retried!.id,
      ])

      expect(await store.requeueParked('2025-09-10T17:00:00.000Z', ['someone-else'])).toBe(0)
      expect(await store.requeueParked('2025-09-10T17:00:00.000Z', [])).toBe(0)
      expect(await store.requeueParked('2025-09-10T17:00:00.000Z')).toBe(1)
      expect((await store.getLead(parked!.id))?.outbox).toMatchObject({ status: 'pending', attempts: 0 })
      expect((await store.claimDue({ now: '2025-09-10T17:00:00.000Z', limit: 10, leaseMs: 1 })).map((job) => job.leadId)).toContain(
        parked!.id,
      )
    })

    it('gives each lead to exactly one of two senders claiming at the same moment', async () => {
      const a = await connect()
      const b = await connect()
      const leads = Array.from({ length: 30 }, () => sampleLead())
      for (const lead of leads) await a.insertLead(lead)
      const now = '2025-09-10T18:00:00.000Z'
      const claimed: string[] = []
      for (;;) {
        const rounds = await Promise.all([a, b, a, b].map((store) => store.claimDue({ now, limit: 4, leaseMs: 60_000 })))
        const ids = rounds.flat().map((job) => job.leadId)
        if (!ids.length) break
        claimed.push(...ids)
      }
      expect(claimed).toHaveLength(30)
      expect(new Set(claimed).size).toBe(30)
    })

    it('keeps opt-outs with time and channels, and flags every lead with the same e-mail or phone', async () => {
      const store = await connect()
      const before = sampleLead({ email: 'Dana@Example.com', phone: '(904) 555-0142' })
      const stranger = sampleLead({ email: 'sam@example.com', phone: '(904) 555-0199' })
      await store.insertLead(before)
      await store.insertLead(stranger)
      const byEmail = sampleOptOut({ email: ' DANA@example.COM ', phone: null, channels: ['email'] })
      await store.insertOptOut(byEmail)
      const byPhone = sampleOptOut({ email: null, phone: '+1 904.555.0142', channels: ['sms'] })
      await store.insertOptOut(byPhone)
      const later = sampleLead({ email: 'dana@example.com', phone: '904-555-0142' })
      await store.insertLead(later)
      const phoneOnly = sampleLead({ email: 'other@example.com', phone: '9045550142' })
      await store.insertLead(phoneOnly)

      expect(await store.countOptOuts()).toBe(2)
      const [first, second] = await store.listOptOuts()
      expect(first).toEqual({
        ...byEmail,
        seq: expect.any(Number),
        firstReceivedAt: byEmail.receivedAt,
        requests: 1,
        outbox: { status: 'pending', attempts: 0, nextAttemptAt: byEmail.receivedAt, lastStatus: null, lastError: null, deliveredAt: null },
      })
      expect(second).toMatchObject({ phone: '+1 904.555.0142', channels: ['sms'] })
      expect((await store.listOptOuts({ newestFirst: true, limit: 1 })).map((o) => o.id)).toEqual([byPhone.id])

      // Matched when read, and the later of consent and opt-out wins: the lead sent before the opt-outs
      // carries both; the leads sent after them are that person's consent given again.
      expect((await store.getLead(before.id))?.optOut).toEqual({ at: byEmail.receivedAt, channels: ['sms', 'email'] })
      expect(await store.getLead(later.id)).toMatchObject({
        optOut: null,
        consentedAgain: { at: later.receivedAt, optedOutAt: byPhone.receivedAt, channels: ['sms', 'email'] },
      })
      expect(await store.getLead(phoneOnly.id)).toMatchObject({
        optOut: null,
        consentedAgain: { at: phoneOnly.receivedAt, optedOutAt: byPhone.receivedAt, channels: ['sms'] },
      })
      expect(await store.getLead(stranger.id)).toMatchObject({ optOut: null, consentedAgain: null })

      // A newer opt-out, of another spelling of the same mailbox, wins over the consent given before it.
      const again = sampleOptOut({ email: 'DANA+news@example.com', phone: null, channels: ['email'] })
      await store.insertOptOut(again)
      expect(await store.getLead(later.id)).toMatchObject({
        optOut: { at: byEmail.receivedAt, channels: ['sms', 'email'] },
        consentedAgain: null,
      })
      const listed = await store.listLeads({ newestFirst: true })
      expect(listed.map((lead) => Boolean(lead.optOut))).toEqual([false, true, false, true])
    })

    it('forwards opt-outs through their own outbox rows', async () => {
      const store = await connect()
      const [sent, refused] = [sampleOptOut({ email: 'first@example.com' }), sampleOptOut({ email: 'second@example.com' })]
      await store.insertOptOut(sent!)
      await store.insertOptOut(refused!)
      const now = '2025-09-10T19:00:00.000Z'
      const jobs = await store.claimDueOptOuts({ now, limit: 10, leaseMs: 60_000 })
      expect(jobs.map((job) => job.optOutId)).toEqual([sent!.id, refused!.id])
      expect(jobs[0]).toEqual({ optOutId: sent!.id, attempts: 0, optOut: sent })
      expect(await store.claimDueOptOuts({ now, limit: 10, leaseMs: 60_000 })).toEqual([])
      await store.markOptOutDelivered(sent!.id, { at: now, attempts: 1, httpStatus: 202 })
      await store.markOptOutFailed(refused!.id, { attempts: 1, httpStatus: 400, error: 'HTTP 400: no', retryAt: null })
      const [one, two] = await store.listOptOuts()
      expect(one?.outbox).toMatchObject({ status: 'delivered', attempts: 1, lastStatus: 202, deliveredAt: now })
      expect(two?.outbox).toMatchObject({ status: 'parked', lastError: 'HTTP 400: no' })
      expect(await store.claimDueOptOuts({ now: '2025-09-11T00:00:00.000Z', limit: 10, leaseMs: 1 })).toEqual([])
    })

    it('merges repeated opt-outs for one contact into one record: first and latest time, every channel, forwarded again only for a new channel', async () => {
      const store = await connect()
      const first = sampleOptOut({ email: 'Pat@Example.com', phone: '(904) 555-0111', channels: ['sms'] })
      expect(await store.insertOptOut(first)).toBe('created')
      const now = '2025-09-10T19:30:00.000Z'
      await store.claimDueOptOuts({ now, limit: 10, leaseMs: 60_000 })
      await store.markOptOutDelivered(first.id, { at: now, attempts: 1, httpStatus: 202 })

      // The same contact, spelled otherwise, asking the same again: one record, nothing new to forward.
      const again = sampleOptOut({ email: 'pat@example.com ', phone: '+1 904 555 0111', channels: ['sms'] })
      expect(await store.insertOptOut(again)).toBe('merged')
      expect(await store.countOptOuts()).toBe(1)
      expect((await store.listOptOuts())[0]).toMatchObject({
        id: first.id,
        receivedAt: again.receivedAt,
        firstReceivedAt: first.receivedAt,
        requests: 2,
        channels: ['sms'],
        outbox: { status: 'delivered' },
      })

      // Now e-mails as well: the record keeps texts, adds e-mails and goes to the CRM again under the new id.
      const more = sampleOptOut({ email: 'pat@example.com', phone: '904-555-0111', channels: ['email'] })
      expect(await store.insertOptOut(more)).toBe('merged')
      const [merged] = await store.listOptOuts()
      expect(merged).toMatchObject({ id: more.id, requests: 3, channels: ['sms', 'email'], firstReceivedAt: first.receivedAt })
      expect(merged?.outbox).toMatchObject({ status: 'pending', attempts: 0, deliveredAt: null })
      expect((await store.claimDueOptOuts({ now: '2025-09-11T00:00:00.000Z', limit: 10, leaseMs: 1 })).map((job) => job.optOutId)).toEqual([
        more.id,
      ])

      // Another contact (the e-mail alone) is a record of its own.
      expect(await store.insertOptOut(sampleOptOut({ email: 'pat@example.com', phone: null }))).toBe('created')
      expect(await store.countOptOuts()).toBe(2)
    })

    it('spends a store-wide budget of new rows an hour, leads apart from opt-outs, and refills it as time passes', async () => {
      open = await database({ writeBudgetPerHour: 3 })
      const [a, b] = [await connect(), await connect()]
      const at = (minutes: number) => new Date(Date.parse('2025-09-12T10:00:00.000Z') + minutes * 60_000).toISOString()
      await a.insertLead(sampleLead({}, at(0)))
      await b.insertLead(sampleLead({}, at(0)))
      await a.insertSubscription({ ...sampleSubscription(), subscribedAt: at(0) })
      // Two connections, one budget: the fourth new row of the hour is refused, saying when to come back.
      const refused = await b.insertLead(sampleLead({}, at(1))).then(
        () => null,
        (error: unknown) => error,
      )
      expect(refused).toBeInstanceOf(StoreRefusal)
      expect(refused).toMatchObject({ code: 'budget' })
      expect((refused as StoreRefusal).retryAfterSeconds).toBeGreaterThan(0)
      expect((refused as StoreRefusal).retryAfterSeconds).toBeLessThanOrEqual(20 * 60)
      expect(await a.countLeads()).toBe(2)
      // A newcomer (the web layer decides who) spends from the share kept for them: a tenth, at least one.
      await b.insertLead(sampleLead({}, at(1)), { newcomer: true })
      await expect(a.insertLead(sampleLead({}, at(1)), { newcomer: true })).rejects.toMatchObject({ code: 'budget' })
      expect(await a.countLeads()).toBe(3)
      // Withdrawals have a budget of their own: a flood of leads never blocks them.
      await a.insertOptOut(sampleOptOut({ email: 'one@example.com', receivedAt: at(1) }))
      // A third of an hour later one more row fits.
      await b.insertLead(sampleLead({}, at(21)))
      await expect(a.insertLead(sampleLead({}, at(21)))).rejects.toMatchObject({ code: 'budget' })
      expect(await b.countLeads()).toBe(4)
    })

    it('keeps the last value saved under a name', async () => {
      const store = await connect()
      expect(await store.loadSnapshot('consent-wording')).toBeNull()
      await store.saveSnapshot('consent-wording', { versions: { '2025-09-01': 'I agree.' } })
      await store.saveSnapshot('consent-wording', { versions: { '2025-10-01': 'I agree to texts.' }, latest: '2025-10-01' })
      const reopened = await connect()
      expect(await reopened.loadSnapshot('consent-wording')).toEqual({
        versions: { '2025-10-01': 'I agree to texts.' },
        latest: '2025-10-01',
      })
      expect(await store.usedBytes()).toBeGreaterThan(0)
    })

    it('keeps the service-area mark of a lead', async () => {
      const store = await connect()
      const outside = { ...sampleLead({ zipCode: '32801' }), serviceArea: 'out-of-area' as const }
      await store.insertLead(outside)
      expect((await store.getLead(outside.id))?.serviceArea).toBe('out-of-area')
    })
  })
}
