import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MailSender, SqliteLeadStore, smtpTransport } from '@site/lead-store'
import { startSmtpServer, type TestSmtpServer } from '@site/lead-store/testing/smtp-server'
import { SUSPECTED_AUTOMATED } from '@/features/lead-mail/office-mail'
import { readMailContent } from '@/features/lead-mail/mail-content'
import { renderMail } from '@/features/lead-mail/render-mail'
import { handleOptOutPost } from '@/features/opt-out/server/opt-out-handler'
import { seededSource } from '@/sanity/testing/seeded-source'
import { handleLeadPost, type HandlerDeps } from './lead-handler'
import { handleNewsletterPost } from './newsletter-handler'
import { consentFrom } from './testing/consent'
import { validBody } from './testing/hostile-bodies'

// A filled trap flags and never drops; the same request twice is one lead. Through the real route
// logic, a real SQLite file, the real e-mail sender and a real SMTP server on loopback.

const scratch = mkdtempSync(join(tmpdir(), 'repeats-traps-'))
let smtp: TestSmtpServer
let store: SqliteLeadStore
let sender: MailSender
let deps: HandlerDeps
beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(async () => {
  await smtp.stop()
  rmSync(scratch, { recursive: true, force: true })
})
beforeEach(async () => {
  await sender?.stop()
  await store?.close()
  store = SqliteLeadStore.open(join(scratch, `${Math.random().toString(36).slice(2)}.db`))
  sender = new MailSender({
    store,
    transport: smtpTransport(smtp.url),
    from: 'Hollis Lawn & Pest <office@hollis.example>',
    render: (job) => renderMail(job, { store, content: () => readMailContent(seededSource, 'https://www.example.com') }),
    log: () => undefined,
  })
  deps = { store: async () => store, limiter: null, consent: consentFrom(async () => store, { text: 'wording', version: 'v1' }) }
})

const post = (body: unknown, path = '/api/leads', ip = '203.0.113.9') =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  })
const send = async (body: unknown) => {
  const response = await handleLeadPost(post(body), deps)
  return { status: response.status, body: await response.json() }
}
const mailTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address))
const withData = (data: Record<string, unknown>, tag?: string) => {
  const body = validBody(tag)
  return { ...body, leadData: { ...body.leadData, ...data } }
}

describe('a filled trap', () => {
  it('keeps a lead whose `website` autofill filled, flagged for the office, with no e-mail to the address typed', async () => {
    for (const trap of [{ website: 'https://maria-lopez.example' }, { nectar: 'x' }]) {
      const body = withData(trap)
      const answer = await send(body)
      expect(answer).toEqual({ status: 201, body: { ok: true, id: expect.any(String), token: expect.any(String) } })
      const lead = await store.getLead(answer.body.id)
      expect(lead).toMatchObject({ suspectedAutomated: true, email: body.leadData.email })
      expect(JSON.stringify(lead?.payload)).not.toMatch(/maria-lopez\.example|"nectar"/)
      expect((await store.mail.ofLead(answer.body.id)).map((mail) => mail.kind)).toEqual(['office-alert'])
      await sender.sweep()
      const office = await smtp.waitFor((mail) => mail.parsed.headers.get('x-lead-id') === answer.body.id)
      expect(office.parsed.text).toContain(SUSPECTED_AUTOMATED)
      expect(mailTo(String(body.leadData.email))).toEqual([])
    }
  })

  it('keeps and honours an opt-out that carries it, and keeps a sign-up, flagged', async () => {
    const earlier = await send(withData({ email: 'ray@example.com' }))
    const optOut = await handleOptOutPost(post({ email: 'ray@example.com', website: 'https://ray.example' }, '/api/opt-out'), deps)
    expect(optOut.status).toBe(202)
    expect(await store.listOptOuts()).toMatchObject([{ email: 'ray@example.com', channels: ['sms', 'email'] }])
    // Honoured: the request made before the withdrawal now carries it.
    expect((await store.getLead(earlier.body.id))?.optOut).toMatchObject({ channels: ['sms', 'email'] })

    const signup = { email: 'reader@example.com', consent: true, page: 'blog', nectar: 'filled' }
    expect((await handleNewsletterPost(post(signup, '/api/newsletter'), deps)).status).toBe(201)
    expect(await store.listSubscriptions()).toMatchObject([{ email: 'reader@example.com', suspectedAutomated: true }])
  })
})

describe('one request, one lead', () => {
  it('answers the same post twice with one lead, one id and one token, and sends its two e-mails once', async () => {
    const body = validBody('double-tap')
    const first = await send(body)
    await sender.sweep()
    await smtp.waitFor((mail) => mail.to.includes('double-tap@example.com'))
    await smtp.waitFor((mail) => mail.parsed.headers.get('x-lead-id') === first.body.id)
    const again = await send({ ...body, leadData: { ...body.leadData, timestamp: new Date().toISOString() } })
    expect(again).toEqual(first)
    expect(await store.countLeads()).toBe(1)
    // Nothing new to send: the lead's two e-mails, both sent once.
    expect(await sender.sweep()).toMatchObject({ sent: 0 })
    expect((await store.mail.ofLead(first.body.id)).map((mail) => mail.status)).toEqual(['sent', 'sent'])
    expect(mailTo('double-tap@example.com')).toHaveLength(1)
    expect(smtp.received.filter((mail) => mail.parsed.headers.get('x-lead-id') === first.body.id)).toHaveLength(1)
    expect((await store.listLeads())[0]?.outbox.status).toBe('pending')

    // Another e-mail, another phone or another service from the same person: each its own lead.
    const others = [{ email: 'double-tap.work@example.com' }, { phone: '(904) 555-0199' }, { select_a_service__sg_: 'Pest Control Only' }]
    const ids = new Set([first.body.id])
    for (const change of others) ids.add((await send({ ...body, leadData: { ...body.leadData, ...change } })).body.id)
    expect(ids.size).toBe(4)
    expect(await store.countLeads()).toBe(4)
  })

  it('makes one lead of two identical posts sent at the same moment', async () => {
    const body = validBody('at-once')
    const answers = await Promise.all([send(body), send(body)])
    expect(answers.map((answer) => answer.status)).toEqual([201, 201])
    expect(answers[1]).toEqual(answers[0])
    expect(await store.countLeads()).toBe(1)
    expect((await store.mail.ofLead(answers[0]!.body.id)).map((mail) => mail.kind)).toEqual(['office-alert', 'visitor-confirmation'])
  })
})
