import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { exportLines } from '../export.ts'
import { forgetPerson, personKey, type PersonKey } from '../forget.ts'
import { purgeLeads } from '../purge.ts'
import { openVisitToken, requestFingerprint, sealVisitToken } from '../request-repeats.ts'
import type { LeadStore, NewLead, VisitWindow } from '../types.ts'
import { BOOKINGS_PER_NETWORK_DAY, hashVisitToken, newVisitToken } from '../visit-bookings.ts'
import { sampleLead, sampleOptOut, sampleSubscription } from './fixtures.ts'
import { sampleWindow } from './mail-visit-conformance.ts'

// What the privacy policy and the abuse bounds promise, the same on every LeadStore implementation:
// one request one lead, a filled trap kept and flagged, a person forgotten on request, leads past the
// retention period purged, and visit windows a stranger cannot empty.

/** A lead as the site's intake stores it: a visit token, the request's fingerprint and the sealed token. */
function asPosted(lead: NewLead): { lead: NewLead; token: string } {
  const { token, hash } = newVisitToken()
  const posted = { ...lead, visitTokenHash: hash, requestFingerprint: requestFingerprint(lead) }
  return { lead: { ...posted, sealedVisitToken: sealVisitToken(posted, token) }, token }
}

const key = (value: string): PersonKey => {
  const parsed = personKey(value)
  if ('error' in parsed) throw new Error(parsed.error)
  return parsed
}

async function exported(store: LeadStore): Promise<string> {
  const lines: string[] = []
  for (const kind of ['leads', 'newsletter', 'opt-outs'] as const) {
    for await (const line of exportLines(store, kind, 'json')) lines.push(line)
  }
  return lines.join('\n')
}

export function describePrivacy(name: string, database: () => Promise<() => Promise<LeadStore>>) {
  describe(`${name}: one request one lead, traps, deletion, retention, visit bounds`, () => {
    let open: () => Promise<LeadStore>
    let store: LeadStore
    const opened: LeadStore[] = []
    beforeEach(async () => {
      open = await database()
      store = await open()
      opened.push(store)
    })
    afterEach(async () => {
      await Promise.all(opened.splice(0).map((each) => each.close()))
    })
    const book = (leadId: string, token: string, window: VisitWindow, network: string, now: string) =>
      store.visits.book({ leadId, tokenHash: hashVisitToken(token), window, capacity: 10, now, network })

    it('answers the same request again within ten minutes with the first lead and its token, and writes nothing', async () => {
      const first = asPosted(sampleLead({}, '2025-09-10T15:00:00.000Z'))
      expect(await store.insertLead(first.lead)).toEqual({ outcome: 'stored' })
      const again = asPosted({ ...sampleLead({}, '2025-09-10T15:09:00.000Z'), clientTimestamp: 'another moment' })
      const repeat = await store.insertLead(again.lead)
      expect(repeat).toMatchObject({ outcome: 'repeat', leadId: first.lead.id })
      if (repeat.outcome !== 'repeat' || !repeat.sealedVisitToken) throw new Error('no repeat')
      expect(openVisitToken(again.lead, repeat.sealedVisitToken)).toBe(first.token)
      expect(await store.countLeads()).toBe(1)
      expect(await store.mail.ofLead(again.lead.id)).toEqual([])

      // Another request from the same person is a lead; the same one after the window is a lead too.
      for (const other of [
        sampleLead({ email: 'dana.other@example.com' }, '2025-09-10T15:09:30.000Z'),
        sampleLead({ phone: '(904) 555-0199' }, '2025-09-10T15:09:40.000Z'),
        sampleLead({}, '2025-09-10T15:10:01.000Z'),
      ]) {
        expect((await store.insertLead(asPosted(other).lead)).outcome).toBe('stored')
      }
      expect(await store.countLeads()).toBe(4)
    })

    it('makes one lead of two identical posts at the same moment', async () => {
      const second = await open()
      opened.push(second)
      const lead = sampleLead({}, '2025-09-10T15:00:00.000Z')
      const [a, b] = [asPosted({ ...lead }), asPosted({ ...sampleLead({}, lead.receivedAt) })]
      const results = await Promise.all([store.insertLead(a.lead), second.insertLead(b.lead)])
      expect(results.map((result) => result.outcome).sort()).toEqual(['repeat', 'stored'])
      expect(await store.countLeads()).toBe(1)
    })

    it('keeps a lead whose trap was filled, flagged, with the office alert and no visitor e-mail', async () => {
      const lead = { ...sampleLead(), suspectedAutomated: true }
      await store.insertLead(lead)
      expect((await store.getLead(lead.id))?.suspectedAutomated).toBe(true)
      expect((await store.mail.ofLead(lead.id)).map((mail) => mail.kind)).toEqual(['office-alert'])
      const signup = { ...sampleSubscription('bot@example.com'), suspectedAutomated: true }
      await store.insertSubscription(signup)
      expect((await store.listSubscriptions())[0]?.suspectedAutomated).toBe(true)
    })

    it('forgets a person by any spelling of their mailbox: leads, e-mails, CRM rows, window, token, sign-ups; keeps the opt-out', async () => {
      const now = '2025-09-10T15:00:00.000Z'
      const theirs = asPosted(sampleLead({ email: 'Victim.Person+quotes@gmail.com', firstName: 'Verity' }, now))
      const again = asPosted(sampleLead({ email: 'victimperson@googlemail.com', phone: '(904) 555-0188' }, now))
      const stranger = asPosted(sampleLead({ email: 'victimperson@example.com', phone: '(904) 555-0199' }, now))
      for (const { lead } of [theirs, again, stranger]) await store.insertLead(lead)
      const window = sampleWindow('2025-09-12')
      await book(theirs.lead.id, theirs.token, window, 'a', now)
      await book(stranger.lead.id, stranger.token, window, 'b', now)
      await store.markDelivered(theirs.lead.id, { at: now, attempts: 1, httpStatus: 201 })
      await store.insertSubscription(sampleSubscription('victim.person@gmail.com'))
      await store.insertOptOut(sampleOptOut({ email: 'VictimPerson@gmail.com', phone: null, channels: ['email'] }))

      const report = await forgetPerson(store, key('victim.person@gmail.com'))
      expect(report).toEqual({
        leads: 2,
        mail: 6,
        crmUpdates: 1,
        bookings: 1,
        forwarded: 1,
        subscriptions: 1,
        optOutsKept: 1,
        otherContacts: ['(904) 555-0142', '(904) 555-0188'],
      })
      expect(await store.getLead(theirs.lead.id)).toBeNull()
      expect(await store.getLead(stranger.lead.id)).not.toBeNull()
      expect(await store.visits.loads('2025-09-12')).toEqual(new Map([[window.id, 1]]))
      expect(await store.crmUpdates.counts()).toEqual({ pending: 1, delivered: 0, parked: 0 })
      const text = (await exported(store)).toLowerCase()
      expect(text).not.toContain('victim.person')
      expect(text).not.toContain('verity')
      expect(text).toContain('victimperson@gmail.com') // the opt-out record, kept to honour it
      expect(await store.countOptOuts()).toBe(1)
      // Its fingerprint went with it: the same request now is a new lead.
      expect(
        (await store.insertLead(asPosted(sampleLead({ email: 'Victim.Person+quotes@gmail.com', firstName: 'Verity' }, now)).lead)).outcome,
      ).toBe('stored')
    })

    it('forgets a person by phone, whatever its punctuation, and names the e-mails it found', async () => {
      const lead = sampleLead({ email: 'pat@example.com', phone: '(904) 555-0177' })
      await store.insertLead(lead)
      await store.insertLead(sampleLead({ email: 'kim@example.com', phone: '(904) 555-0178' }))
      const report = await forgetPerson(store, key('+1 904.555.0177'))
      expect(report).toMatchObject({ leads: 1, mail: 2, otherContacts: ['pat@example.com'] })
      expect(await store.countLeads()).toBe(1)
      expect(personKey('555-0177')).toMatchObject({ error: expect.any(String) })
      expect(personKey('pat@')).toMatchObject({ error: expect.any(String) })
    })

    it('purges leads past the retention period with their rows, keeps newer ones, and runs the daily job once a day', async () => {
      const old = asPosted(sampleLead({ email: 'old@example.com' }, '2022-09-01T12:00:00.000Z'))
      const recent = sampleLead({ email: 'recent@example.com' }, '2022-09-11T12:00:00.000Z')
      await store.insertLead(old.lead)
      await store.insertLead(recent)
      await book(old.lead.id, old.token, sampleWindow('2022-09-03'), 'a', old.lead.receivedAt)
      expect(await purgeLeads(store, '2022-09-10T15:00:00.000Z', new Date('2025-09-10T15:00:00.000Z'))).toMatchObject({ leads: 1 })
      expect((await store.listLeads()).map((lead) => lead.email)).toEqual(['recent@example.com'])
      expect(await store.mail.ofLead(old.lead.id)).toEqual([])
      expect(await store.visits.loads('2022-09-03')).toEqual(new Map([[sampleWindow('2022-09-03').id, 0]]))

      const day = 24 * 60 * 60 * 1000
      const at = new Date('2025-09-10T03:00:00.000Z')
      const claims = await Promise.all([0, 1, 2].map(() => store.claimDailyRun('lead-purge', at, day - 60_000)))
      expect(claims.filter(Boolean)).toHaveLength(1)
      expect(await store.claimDailyRun('lead-purge', new Date(at.getTime() + 3_600_000), day - 60_000)).toBe(false)
      expect(await store.claimDailyRun('lead-purge', new Date(at.getTime() + day), day - 60_000)).toBe(true)
    })

    it(`books at most ${BOOKINGS_PER_NETWORK_DAY} windows a day from one network, only within a day of the lead, and frees a cancelled place`, async () => {
      const now = '2025-09-10T15:00:00.000Z'
      const leads = Array.from({ length: 6 }, (_, index) => asPosted(sampleLead({ email: `throwaway-${index}@example.com` }, now)))
      for (const { lead } of leads) await store.insertLead(lead)
      const outcomes = await Promise.all(
        leads.map(({ lead, token }, index) =>
          book(lead.id, token, sampleWindow('2025-09-12', `0${index}:00`, '12:00'), '198.51.100.0/24', now),
        ),
      )
      expect(outcomes.filter((result) => result.outcome === 'booked')).toHaveLength(BOOKINGS_PER_NETWORK_DAY)
      expect(outcomes.filter((result) => result.outcome === 'network-limit')).toHaveLength(6 - BOOKINGS_PER_NETWORK_DAY)
      // A move of a booked lead is no new booking; another network, and the next day, book again.
      const booked = leads.filter((_, index) => outcomes[index]?.outcome === 'booked')
      expect((await book(booked[0]!.lead.id, booked[0]!.token, sampleWindow('2025-09-13'), '198.51.100.0/24', now)).outcome).toBe('booked')
      const refused = leads.filter((_, index) => outcomes[index]?.outcome === 'network-limit')
      expect((await book(refused[0]!.lead.id, refused[0]!.token, sampleWindow('2025-09-13'), '203.0.113.0/24', now)).outcome).toBe('booked')

      const late = asPosted(sampleLead({ email: 'late@example.com' }, now))
      await store.insertLead(late.lead)
      expect(await book(late.lead.id, late.token, sampleWindow('2025-09-15'), 'c', '2025-09-11T15:00:01.000Z')).toEqual({
        outcome: 'expired',
      })

      const holder = booked[1]!
      const held = outcomes[leads.indexOf(holder)]
      if (held?.outcome !== 'booked') throw new Error('not booked')
      const window = held.window
      expect(await store.visits.loads('2025-09-12')).toContainEqual([window.id, 1])
      expect(await store.visits.cancel(holder.lead.id, now)).toEqual(window)
      expect(await store.visits.loads('2025-09-12')).toContainEqual([window.id, 0])
      expect((await store.getLead(holder.lead.id))?.visitWindow).toBeNull()
      expect((await store.mail.ofLead(holder.lead.id)).filter((mail) => mail.kind.endsWith('visit')).map((mail) => mail.status)).toEqual([
        'skipped',
        'skipped',
      ])
      expect(await store.visits.cancel(holder.lead.id, now)).toBeNull()
    })
  })
}
