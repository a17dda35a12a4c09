import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { VisitorMailCaps } from '../mail-caps.ts'
import type { MailJob } from '../mail-queue.ts'
import { normalizeMailbox } from '@site/leads'
import { mailboxKeySql } from '../mailbox.ts'
import { rawSql } from './raw-sql.ts'
import type { LeadStore, NewLead } from '../types.ts'
import { sampleLead, sampleOptOut } from './fixtures.ts'

// A mailbox in any spelling, the caps on e-mail to visitors and the office e-mails' retries, the same
// on every LeadStore: whom an opt-out covers, and what the claim hands out, reserves and skips, in one
// transaction.

const VICTIM = [
  'victim.person+1@gmail.com',
  'victim.person+2@gmail.com',
  'v.i.c.t.i.m.person@googlemail.com',
  'VICTIM.PERSON@GMAIL.COM',
  'victimperson+refund@googlemail.com',
]
const later = (at: string, ms: number) => new Date(Date.parse(at) + ms).toISOString()
const MINUTE = 60_000

export function describeMailCaps(name: string, database: () => Promise<() => Promise<LeadStore>>) {
  describe(`${name}: one mailbox in any spelling, caps on e-mail to visitors, retries of the office's`, () => {
    let store: LeadStore
    let open: () => Promise<LeadStore>
    beforeEach(async () => {
      open = await database()
      store = await open()
    })
    afterEach(() => store.close())

    const insert = async (emails: readonly string[]): Promise<NewLead[]> => {
      const leads = emails.map((email) => sampleLead({ email }))
      for (const lead of leads) await store.insertLead(lead)
      return leads
    }
    const claim = (now: string, caps?: VisitorMailCaps, limit = 100, on = store) =>
      on.mail.claim({ now, limit, leaseMs: MINUTE, ...(caps ? { caps } : {}) }).then(({ jobs }) => jobs)
    const visitorJobs = (jobs: MailJob[]) => jobs.filter((job) => job.kind.startsWith('visitor'))
    /** As the sender records them: sent. */
    const sent = async (jobs: MailJob[], at: string) => {
      for (const job of jobs) await store.mail.record([{ id: job.id, mark: 'sent', at, attempts: 1, smtpStatus: 250 }])
      return jobs
    }
    const mailOf = async (lead: NewLead, kind: string) => (await store.mail.ofLead(lead.id)).find((mail) => mail.kind === kind)!

    it("matches an opt-out to every spelling of the person's mailbox: case, +tags, Gmail's dots and googlemail.com", async () => {
      const spellings = ['victim.person+1@gmail.com', 'V.I.C.T.I.M.person@googlemail.com', 'VictimPerson+promo@GMAIL.com']
      const leads = spellings.map((email) => sampleLead({ email }))
      const other = sampleLead({ email: 'victim.person.2@gmail.com', phone: '(904) 555-0177' })
      const dotted = sampleLead({ email: 'first.last+x@example.com', phone: '(904) 555-0178' })
      for (const lead of [...leads, other, dotted]) await store.insertLead(lead)
      await store.insertOptOut(sampleOptOut({ email: 'victimperson@gmail.com', phone: null, channels: ['email'] }))
      await store.insertOptOut(sampleOptOut({ email: 'First.Last@example.com', phone: null, channels: ['email'] }))
      for (const lead of leads) expect((await store.getLead(lead.id))?.optOut?.channels, lead.email).toEqual(['email'])
      expect((await store.getLead(other.id))?.optOut).toBeNull()
      // Outside Gmail a dot is part of the name, but the +tag still goes.
      expect((await store.getLead(dotted.id))?.optOut?.channels).toEqual(['email'])
    })

    it('hands out at most 3 e-mails a day to one mailbox however it is spelled, and every office alert', async () => {
      const leads = await insert(Array.from({ length: 13 }, (_, i) => VICTIM[i % VICTIM.length]!))
      const [bystander] = await insert(['someone.else@gmail.com'])
      const now = later(bystander!.receivedAt, 1000)
      const jobs = await sent(await claim(now), now)
      expect(jobs.filter((job) => job.kind === 'office-alert')).toHaveLength(14)
      const visitors = visitorJobs(jobs)
      expect(visitors.map((job) => job.leadId)).toEqual([leads[0]!.id, leads[1]!.id, leads[2]!.id, bystander!.id])
      const skipped = await mailOf(leads[3]!, 'visitor-confirmation')
      expect(skipped).toMatchObject({ status: 'skipped', lastError: expect.stringMatching(/already had 3 e-mails .* 24 hours/) })

      // The next day there is room again; within the day there is none.
      const [tomorrow] = await insert(['Victim.Person+3@gmail.com'])
      expect(visitorJobs(await claim(later(now, 23 * 60 * MINUTE)))).toEqual([])
      expect((await mailOf(tomorrow!, 'visitor-confirmation')).status).toBe('skipped')
      const [dayAfter] = await insert(['victimperson@gmail.com'])
      expect(visitorJobs(await claim(later(now, 24 * 60 * MINUTE + 1000))).map((job) => job.leadId)).toEqual([dayAfter!.id])
    })

    it('stops confirmations past the store-wide ceiling an hour, keeps the office alerts, and has room again an hour later', async () => {
      const caps = { perMailboxPerDay: 3, perHour: 5 }
      const leads = await insert(Array.from({ length: 8 }, (_, i) => `person${i}@example.com`))
      const now = later(leads.at(-1)!.receivedAt, 1000)
      const jobs = await sent(await claim(now, caps), now)
      expect(jobs.filter((job) => job.kind === 'office-alert')).toHaveLength(8)
      expect(visitorJobs(jobs)).toHaveLength(5)
      expect(await mailOf(leads[7]!, 'visitor-confirmation')).toMatchObject({
        status: 'skipped',
        lastError: expect.stringContaining('ceiling of 5 e-mails an hour'),
      })
      const [next] = await insert(['late@example.com'])
      expect(visitorJobs(await claim(later(now, 59 * MINUTE), caps))).toEqual([])
      const [hourLater] = await insert(['later@example.com'])
      expect(visitorJobs(await claim(later(now, 60 * MINUTE + 1000), caps)).map((job) => job.leadId)).toEqual([hourLater!.id])
      expect((await mailOf(next!, 'visitor-confirmation')).status).toBe('skipped')
    })

    it('never reserves more than the cap when claims on several connections race', async () => {
      const leads = await insert(Array.from({ length: 20 }, (_, i) => VICTIM[i % VICTIM.length]!))
      const now = later(leads.at(-1)!.receivedAt, 1000)
      const others = await Promise.all([open(), open()])
      try {
        // Many small claims at once, from three store connections: each a transaction of its own.
        const rounds = await Promise.all(Array.from({ length: 40 }, (_, i) => claim(now, undefined, 1, [store, ...others][i % 3])))
        const handed = visitorJobs(rounds.flat())
        expect(handed.length).toBeLessThanOrEqual(3)
        const [row] = await rawSql(
          store,
          "SELECT COUNT(*) AS n FROM mail_queue WHERE reserved_at IS NOT NULL AND mailbox = 'victimperson@gmail.com'",
        )
        expect(Number(row?.n)).toBeLessThanOrEqual(3)
      } finally {
        for (const other of others) await other.close()
      }
    })

    it('counts a retried e-mail once, and frees the place of one skipped when written', async () => {
      const [first, second, third, fourth] = await insert(VICTIM.slice(0, 4))
      const now = later(fourth!.receivedAt, 1000)
      const visitors = visitorJobs(await claim(now))
      expect(visitors.map((job) => job.leadId)).toEqual([first!.id, second!.id, third!.id])
      await sent([visitors[2]!], now)
      await store.mail.record([
        { id: visitors[0]!.id, mark: 'failed', at: now, attempts: 1, smtpStatus: 451, error: '451 later', retryAt: later(now, 20_000) },
      ])
      // Skipped when written (withdrawn consent, say): its place goes to the next e-mail.
      await store.mail.record([{ id: visitors[1]!.id, mark: 'skipped', reason: 'the visitor withdrew consent to e-mails', at: now }])
      const [fifth] = await insert(['victimperson@googlemail.com'])
      const retry = visitorJobs(await claim(later(now, 2 * MINUTE)))
      expect(retry.map((job) => job.leadId).sort()).toEqual([first!.id, fifth!.id].sort())
    })

    it('applies the same mailbox rule in SQL to rows kept before the rule (migration 6)', async () => {
      const spellings = [
        ...VICTIM,
        'Dana@Example.com',
        'dana+x@example.com',
        'a.b@example.com',
        'no-at-sign',
        ' Pat@Mail.Example.org ',
        '+tag@example.com',
        'J.Doe+a+b@GoogleMail.com',
      ]
      for (const email of spellings) {
        const [row] = await rawSql(
          store,
          (dialect) => `SELECT ${mailboxKeySql('e', dialect)} AS mailbox FROM (SELECT CAST(?1 AS TEXT) AS e) t`,
          email,
        )
        expect(row?.mailbox, email).toBe(normalizeMailbox(email))
      }
    })

    it('tries the office e-mail tried least recently once a minute while each waits up to an hour, and the rest once one goes', async () => {
      const [one, two] = await insert(['one@example.com', 'two@example.com'])
      const start = later(two!.receivedAt, 1000)
      expect(await store.mail.oldestUndeliveredOffice()).toBe(one!.receivedAt)
      const claimed = await claim(start)
      await sent(visitorJobs(claimed), start)
      const offices = claimed.filter((job) => job.kind === 'office-alert')
      for (const [i, job] of offices.entries()) {
        const at = later(start, i)
        await store.mail.record([
          { id: job.id, mark: 'failed', at, attempts: 1, smtpStatus: 550, error: '550 5.4.5 quota', retryAt: later(start, 3_600_000) },
        ])
      }
      expect(await store.mail.nextDueAt()).toBe(later(start, MINUTE))
      expect((await claim(later(start, MINUTE - 1))).filter((job) => job.kind === 'office-alert')).toEqual([])
      const probe = (await claim(later(start, MINUTE))).filter((job) => job.kind === 'office-alert')
      expect(probe.map((job) => job.leadId)).toEqual([one!.id])
      await store.mail.record([], later(start, MINUTE + 500))
      const rest = (await claim(later(start, MINUTE + 500))).filter((job) => job.kind === 'office-alert')
      expect(rest.map((job) => job.leadId)).toEqual([two!.id])
    })
  })
}
