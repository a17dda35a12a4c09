import { rawSql } from './testing/raw-sql.ts'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { MailJob } from './mail-queue.ts'
import { MailSender, type MailMessage, type Rendered } from './mail-sender.ts'
import { smtpTransport, smtpUrlProblem } from './smtp-transport.ts'
import { PostgresLeadStore } from './postgres-store.ts'
import { SqliteLeadStore } from './sqlite-store.ts'
import { sampleLead } from './testing/fixtures.ts'
import { startPostgresCluster, type PostgresCluster } from './testing/postgres-cluster.ts'
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './testing/smtp-server.ts'
import type { LeadStore } from './types.ts'

// The sender against a real SMTP server on loopback (smtp-server from npm): what it sends, and what it
// does when the server is down, answers "later" (4xx) or "never" (5xx), when the e-mail cannot be
// written yet, and when several instances race for one mailbox's cap. The wording of the real e-mails
// is the web app's (web/src/features/lead-mail).

const scratch = mkdtempSync(join(tmpdir(), 'mail-sender-'))
let smtp: TestSmtpServer
let cluster: PostgresCluster
let count = 0
const open: LeadStore[] = []
const senders: MailSender[] = []
beforeAll(async () => {
  smtp = await startSmtpServer()
  cluster = await startPostgresCluster()
})
afterEach(async () => {
  for (const sender of senders.splice(0)) await sender.stop()
  for (const store of open.splice(0)) await store.close()
  smtp.refuseWith(null)
  await smtp.start().catch(() => undefined)
})
afterAll(async () => {
  await smtp.stop()
  cluster?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

const written = (job: MailJob): Rendered => ({
  send: {
    to: job.kind.startsWith('visitor') ? ['dana@example.com'] : ['office@example.com', 'owner@example.com'],
    subject: `${job.kind} ${job.leadId}`,
    text: 'plain',
    html: '<p>html</p>',
  },
})

function senderFor(
  store: LeadStore,
  render: (job: MailJob) => Promise<Rendered> = async (job) => written(job),
  clock?: () => Date,
  batchSize?: number,
) {
  const sender = new MailSender({
    store,
    transport: smtpTransport(smtp.url),
    from: 'Hollis Lawn & Pest <office@hollis.example>',
    render,
    log: () => undefined,
    ...(clock ? { now: clock } : {}),
    ...(batchSize ? { batchSize } : {}),
  })
  senders.push(sender)
  return sender
}

const sqlite = () => {
  const store = SqliteLeadStore.open(join(scratch, `s-${++count}`, 'leads.db'))
  open.push(store)
  return store
}

describe('sending queued e-mails over SMTP', () => {
  it('sends each e-mail to its recipients with the From and a Message-ID of its own, and records it', async () => {
    const store = sqlite()
    const lead = sampleLead()
    await store.insertLead(lead)
    expect(await senderFor(store).sweep()).toMatchObject({ sent: 2, retrying: 0 })
    const office = await smtp.waitFor((mail) => mail.parsed.subject === `office-alert ${lead.id}`)
    expect(office.to).toEqual(['office@example.com', 'owner@example.com'])
    expect(office.from).toBe('office@hollis.example')
    expect(office.parsed.from?.value).toEqual([{ name: 'Hollis Lawn & Pest', address: 'office@hollis.example' }])
    const visitor = await smtp.waitFor((mail) => mail.parsed.subject === `visitor-confirmation ${lead.id}`)
    expect(visitor.to).toEqual(['dana@example.com'])
    const mails = await store.mail.ofLead(lead.id)
    expect(mails.map((mail) => [mail.status, mail.attempts, mail.lastStatus])).toEqual([
      ['sent', 1, 250],
      ['sent', 1, 250],
    ])
    expect(visitor.parsed.messageId).toBe(`<${mails[1]!.id}@hollis.example>`)
  })

  it("retries within a minute while the server is down or answers 4xx; a 5xx parks a visitor's e-mail after 3 tries, never the office's", async () => {
    const store = sqlite()
    let clock = Date.parse('2025-09-10T15:00:00.000Z')
    const sender = senderFor(store, undefined, () => new Date(clock))
    const lead = sampleLead({}, new Date(clock).toISOString())
    await store.insertLead(lead)

    await smtp.stop()
    expect(await sender.sweep()).toMatchObject({ retrying: 2 })
    let mails = await store.mail.ofLead(lead.id)
    for (const mail of mails) {
      expect(mail).toMatchObject({ status: 'pending', attempts: 1, lastStatus: null })
      expect(Date.parse(mail.nextAttemptAt!) - clock).toBeLessThanOrEqual(20_000)
    }
    await smtp.start()
    smtp.refuseWith(451, 'Greylisted, try again later')
    clock += 20_000
    expect(await sender.sweep()).toMatchObject({ retrying: 2 })
    mails = await store.mail.ofLead(lead.id)
    expect(mails[0]).toMatchObject({ status: 'pending', attempts: 2, lastStatus: 451 })
    expect(Date.parse(mails[0]!.nextAttemptAt!) - clock).toBeLessThanOrEqual(40_000)

    smtp.refuseWith(550, '5.4.5 Daily user sending quota exceeded')
    clock += 40_000
    expect(await sender.sweep()).toMatchObject({ retrying: 1, parked: 1 })
    mails = await store.mail.ofLead(lead.id)
    expect(mails[0]).toMatchObject({
      status: 'pending',
      attempts: 3,
      lastStatus: 550,
      lastError: expect.stringContaining('quota exceeded'),
    })
    expect(Date.parse(mails[0]!.nextAttemptAt!) - clock).toBeLessThanOrEqual(80_000)
    expect(mails[1]).toMatchObject({ status: 'parked', attempts: 3, lastStatus: 550 })
    expect(smtp.received.filter((mail) => mail.parsed.subject?.endsWith(lead.id))).toEqual([])
    smtp.refuseWith(null)
    clock += 80_000
    expect(await sender.sweep()).toMatchObject({ sent: 1 })
    await smtp.waitFor((mail) => mail.parsed.subject === `office-alert ${lead.id}`)
  })

  it('keeps an e-mail that cannot be written yet without counting an attempt, and skips one it must not send', async () => {
    const store = sqlite()
    const lead = sampleLead()
    await store.insertLead(lead)
    let contentUp = false
    const render = async (job: MailJob): Promise<Rendered> => {
      if (job.kind === 'visitor-confirmation') return { skip: 'withdrew e-mail consent' }
      if (!contentUp) throw new Error('content source did not answer')
      return written(job)
    }
    const sender = senderFor(store, render)
    expect(await sender.sweep()).toMatchObject({ waiting: 1, skipped: 1 })
    const [office, visitor] = await store.mail.ofLead(lead.id)
    expect(office).toMatchObject({ status: 'pending', attempts: 0, lastError: 'waiting: content source did not answer' })
    expect(visitor).toMatchObject({ status: 'skipped', lastError: 'withdrew e-mail consent' })
    contentUp = true
    // Due now rather than in 30 s, as if the wait had passed.
    await rawSql(store, "UPDATE mail_queue SET next_attempt_at = ?1 WHERE status = 'pending'", new Date().toISOString())
    expect(await sender.sweep()).toMatchObject({ sent: 1 })
    await smtp.waitFor((mail) => mail.parsed.subject === `office-alert ${lead.id}`)
  })

  it('sends each e-mail once when three instances send from one Postgres at the same time', async () => {
    const url = await cluster.createDatabase()
    const stores = await Promise.all(Array.from({ length: 3 }, () => PostgresLeadStore.connect(url, { max: 3 })))
    open.push(...stores)
    const leads = Array.from({ length: 30 }, (_, i) => sampleLead({ email: `person${i}@example.com` }))
    for (const lead of leads) await stores[0]!.insertLead(lead)
    const senders = stores.map((store) => senderFor(store))
    const sent = await Promise.all(senders.map((sender) => sender.sweep()))
    expect(sent.reduce((sum, result) => sum + result.sent, 0)).toBe(60)
    for (const lead of leads) {
      const copies = smtp.received.filter((mail) => mail.parsed.subject?.endsWith(lead.id))
      expect(copies.map((mail) => mail.parsed.subject?.split(' ')[0]).sort()).toEqual(['office-alert', 'visitor-confirmation'])
    }
  })

  it('writes the company name from settings before SMTP_FROM, encoded by nodemailer whatever it holds', async () => {
    const store = sqlite()
    const lead = sampleLead()
    await store.insertLead(lead)
    const company = 'Hollis "Lawn", Pest & Søn <Co>'
    await senderFor(store, async (job) => {
      const { send } = written(job) as { send: MailMessage }
      return { send: { ...send, fromName: company } }
    }).sweep()
    const office = await smtp.waitFor((mail) => mail.parsed.subject === `office-alert ${lead.id}`)
    expect(office.parsed.from?.value).toEqual([{ name: company, address: 'office@hollis.example' }])
    expect(office.from).toBe('office@hollis.example')
  })

  it('sends a mailbox no more than 3 e-mails a day when three instances on one Postgres race for it', async () => {
    const url = await cluster.createDatabase()
    const stores = await Promise.all(Array.from({ length: 3 }, () => PostgresLeadStore.connect(url, { max: 3 })))
    open.push(...stores)
    // Eight people, each typed into forms six times under other spellings of their Gmail address.
    const people = Array.from({ length: 8 }, (_, i) => `victim.person${i}`)
    const spellings = (name: string) => [
      `${name}+1@gmail.com`,
      `${name.replace('.', '')}@googlemail.com`,
      `${name.toUpperCase()}+x@gmail.com`,
    ]
    const leads = people.flatMap((name) => [...spellings(name), ...spellings(name)].map((email) => sampleLead({ email })))
    const byId = new Map(leads.map((lead) => [lead.id, lead]))
    const render = async (job: MailJob): Promise<Rendered> => {
      const { send } = written(job) as { send: MailMessage }
      return { send: { ...send, to: job.kind.startsWith('visitor') ? [byId.get(job.leadId ?? '')!.email] : send.to } }
    }
    for (const [i, lead] of leads.entries()) await stores[i % 3]!.insertLead(lead)
    // The three claim a few e-mails at a time, side by side, until the queue is empty.
    const senders = stores.map((store) => senderFor(store, render, undefined, 3))
    const sent = (await Promise.all(senders.map((sender) => sender.sweep()))).reduce((sum, sweep) => sum + sweep.sent, 0)
    const isOurs = (mail: ReceivedMail) => byId.has(mail.parsed.subject?.split(' ')[1] ?? '')
    // Every e-mail the senders counted as sent, read by the server (it parses after accepting).
    await smtp.waitFor(() => smtp.received.filter(isOurs).length >= sent)
    const ours = smtp.received.filter(isOurs)
    expect(ours.filter((mail) => mail.parsed.subject?.startsWith('office-alert'))).toHaveLength(48)
    for (const name of people) {
      const box = name.replace('.', '')
      const toThem = ours.filter(
        (mail) => mail.parsed.subject?.startsWith('visitor') && mail.to[0]!.toLowerCase().replaceAll('.', '').startsWith(box),
      )
      expect(toThem, name).toHaveLength(3)
    }
  })

  it('refuses an SMTP_URL that is not smtp:// or smtps://', () => {
    expect(smtpUrlProblem('smtp://user:pass@mail.example.com:587')).toBeNull()
    expect(smtpUrlProblem('smtps://mail.example.com')).toBeNull()
    expect(smtpUrlProblem('http://mail.example.com')).toMatch(/smtp:\/\/ or smtps:\/\//)
    expect(smtpUrlProblem('not a url')).toMatch(/not a valid address/)
  })
})
