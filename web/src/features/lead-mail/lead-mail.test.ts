import { rawSql } from '@site/lead-store/testing/raw-sql'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ICAL from 'ical.js'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MailSender, SqliteLeadStore, smtpTransport, type MailSenderOptions } from '@site/lead-store'
import { startSmtpServer, type TestSmtpServer } from '@site/lead-store/testing/smtp-server'
import { handleLeadPost } from '@/features/leads/server/lead-handler'
import { consentFrom } from '@/features/leads/server/testing/consent'
import { HOSTILE, validBody } from '@/features/leads/server/testing/hostile-bodies'
import { handleVisitWindowPost } from '@/features/visits/server/visit-booking-handler'
import { offeredWindows } from '@/features/visits/open-windows'
import { createContentReader, readFrom } from '@site/sanity'
import { seededSource } from '@/sanity/testing/seeded-source'
import { keptContent } from './kept-content'
import { readMailContent, type MailContent } from './mail-content'
import { renderMail } from './render-mail'

// The request e-mails end to end, with the seeded wording: the real lead route stores a lead, the real
// sender sends its e-mails to a real SMTP server on loopback (smtp-server), and what arrived is parsed
// (mailparser, ical.js) and read as the office and the visitor would read it.

const scratch = mkdtempSync(join(tmpdir(), 'lead-mail-'))
let smtp: TestSmtpServer
let store: SqliteLeadStore
let sender: MailSender
let content: () => Promise<MailContent>
const seeded = () => readMailContent(seededSource, 'https://www.example.com')

beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(async () => {
  await smtp.stop()
  rmSync(scratch, { recursive: true, force: true })
})
beforeEach(() => {
  store = SqliteLeadStore.open(join(scratch, `${Math.random().toString(36).slice(2)}.db`))
  content = seeded
  sender = newSender()
})
afterEach(async () => {
  await sender.stop()
  await store.close()
  await smtp.start().catch(() => undefined)
})

const newSender = (options: Partial<MailSenderOptions> = {}) =>
  new MailSender({
    store,
    transport: smtpTransport(smtp.url),
    from: 'Hollis Lawn & Pest <office@hollis.example>',
    render: (job) => renderMail(job, { store, content: () => content() }),
    log: () => undefined,
    ...options,
  })

const post = (body: unknown, path = '/api/leads') =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9' },
    body: JSON.stringify(body),
  })

async function sendLead(body = validBody(), wake = true): Promise<{ id: string; token: string; email: string }> {
  const response = await handleLeadPost(post(body), {
    store: async () => store,
    limiter: null,
    consent: consentFrom(async () => store, { text: 'wording', version: 'v1' }),
    onStored: () => (wake ? void sender.wake().catch(() => undefined) : undefined),
  })
  expect(response.status).toBe(201)
  return { ...(await response.json()), email: body.leadData.email }
}

describe('the e-mails of a request', () => {
  it('tells the office within seconds who, what, where and how to reach them, escaped, and confirms to the visitor', async () => {
    const body = validBody()
    const lead = await sendLead({
      ...body,
      leadData: { ...body.leadData, lastName: HOSTILE.img, message: `Gate code 12\n${HOSTILE.script}` },
    })
    const office = await smtp.waitFor(
      (mail) => mail.to.includes('office@example.com') && mail.parsed.text?.includes(lead.id) === true,
      10_000,
    )
    expect(office.to).toEqual(['office@example.com'])
    expect(office.parsed.subject).toBe(`New request from Maria ${HOSTILE.img}: Lawn Program $55/month`)
    expect(office.parsed.replyTo?.value[0]?.address).toBe(lead.email)
    expect(office.parsed.headers.get('x-lead-id')).toBe(lead.id)
    for (const fact of [lead.email, '(904) 555-0142', '1200 Riverside Ave, Jacksonville 32204', 'Lawn Program $55/month', 'ET']) {
      expect(office.parsed.text).toContain(fact)
    }
    const html = String(office.parsed.html)
    expect(html).toContain('href="tel:+19045550142"')
    expect(html).toContain(`href="mailto:${lead.email}"`)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('&lt;script&gt;')
    expect(html).not.toMatch(/<img src=x|<script>/)

    const visitor = await smtp.waitFor((mail) => mail.to.includes(lead.email))
    expect(visitor.parsed.subject).toBe('We received your request for a free estimate')
    expect(visitor.parsed.from?.value).toEqual([{ name: 'Hollis Lawn & Pest', address: 'office@hollis.example' }])
    expect(visitor.parsed.text).toMatch(/^Hi Maria,\n\n.*We have your request for Lawn Program \$55\/month\./s)
    expect(visitor.parsed.text).toContain('within 24 hours')
    expect(visitor.parsed.text).toContain('(904) 555-0142')
    expect(visitor.parsed.text).toContain('https://www.example.com/opt-out')
    expect(`${visitor.parsed.text}${visitor.parsed.html}`).not.toMatch(/\{[a-zA-Z]+\}/)
    expect(visitor.parsed.replyTo?.value[0]?.address).toBe('office@example.com')
  })

  it('still answers 201 with the SMTP server down, and both e-mails arrive once it is back', async () => {
    await smtp.stop()
    sender = newSender({ retry: { baseMs: 400 } })
    sender.start(60_000)
    const lead = await sendLead()
    await expect.poll(async () => (await store.mail.ofLead(lead.id)).map((mail) => mail.attempts)).toEqual([1, 1])
    await smtp.start()
    await smtp.waitFor((mail) => mail.to.includes('office@example.com') && mail.parsed.text?.includes(lead.id) === true)
    await smtp.waitFor((mail) => mail.to.includes(lead.email))
    await expect.poll(async () => (await store.mail.ofLead(lead.id)).map((mail) => mail.status)).toEqual(['sent', 'sent'])
  })

  it('sends the chosen window to the office and, with a tentative calendar entry, to the visitor', async () => {
    const lead = await sendLead()
    const schedule = await createContentReader(readFrom(seededSource)).getVisitScheduling()
    if (!schedule) throw new Error('the seed has no Visit scheduling document')
    const [window] = offeredWindows(schedule, new Date())
    const response = await handleVisitWindowPost(
      post({ window: window!.id, token: lead.token }, `/api/leads/${lead.id}/visit-window`),
      lead.id,
      {
        store: async () => store,
        schedule: async () => schedule,
        limiter: null,
        onBooked: () => void sender.wake(),
      },
    )
    expect(response.status).toBe(200)
    const office = await smtp.waitFor(
      (mail) => mail.parsed.subject?.startsWith('Visit window requested') === true && mail.parsed.text?.includes(lead.id) === true,
    )
    expect(office.to).toEqual(['office@example.com'])
    const visit = await smtp.waitFor((mail) => mail.to.includes(lead.email) && mail.parsed.attachments.length > 0)
    expect(visit.parsed.subject).toMatch(/^Your requested estimate visit: \w+day, \w+ \d+, \d+:00 [AP]M – \d+:00 [AP]M$/)
    const [ics] = visit.parsed.attachments
    expect(ics?.contentType).toBe('text/calendar')
    expect(ics?.filename).toBe('estimate-visit.ics')
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')))
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
    expect(event.component.getFirstPropertyValue('status')).toBe('TENTATIVE')
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(window!.start).toISOString())
    expect(event.endDate.toJSDate().toISOString()).toBe(new Date(window!.end).toISOString())
    expect(event.summary).toBe('Free estimate visit, Hollis Lawn & Pest (requested)')
    // The street address is something the visitor typed: not in their e-mail, nor in its calendar entry.
    expect(event.location).toBeNull()
    expect(`${visit.parsed.text}${ics!.content.toString('utf8')}`).not.toContain('Riverside')
    expect(event.uid).toBe(`visit-${lead.id}@www.example.com`)
  })

  it('sends nothing to an address that withdrew e-mail consent, and tells the office', async () => {
    const lead = await sendLead(validBody(), false)
    await store.insertOptOut({
      id: crypto.randomUUID(),
      receivedAt: new Date().toISOString(),
      email: lead.email.toUpperCase(),
      phone: null,
      channels: ['email'],
      pageUrl: null,
      clientIp: null,
      userAgent: null,
    })
    await sender.sweep()
    const office = await smtp.waitFor((mail) => mail.to.includes('office@example.com') && mail.parsed.text?.includes(lead.id) === true)
    expect(office.parsed.text).toContain('withdrawn consent to e-mails')
    expect(smtp.received.filter((mail) => mail.to.includes(lead.email))).toEqual([])
    const [, visitor] = await store.mail.ofLead(lead.id)
    expect(visitor).toMatchObject({ status: 'skipped', lastError: 'the visitor withdrew consent to e-mails' })
  })

  it('confirms to a person who withdrew consent and then sent a form again, and tells the office so', async () => {
    const body = validBody()
    const [local, domain] = String(body.leadData.email).split('@')
    await store.insertOptOut({
      id: crypto.randomUUID(),
      receivedAt: new Date(Date.now() - 60_000).toISOString(),
      // Another spelling of the same mailbox.
      email: `${local!.toUpperCase()}+old@${domain}`,
      phone: null,
      channels: ['email'],
      pageUrl: null,
      clientIp: null,
      userAgent: null,
    })
    const lead = await sendLead(body)
    const office = await smtp.waitFor((mail) => mail.parsed.headers.get('x-lead-id') === lead.id)
    expect(office.parsed.text).toMatch(/Consented again on \w+ \d+, \d{4} with this request, after withdrawing consent to e-mails on /)
    expect(office.parsed.text).not.toContain('withdrawn consent')
    await smtp.waitFor((mail) => mail.to.includes(lead.email))
  })

  it('during an outage of the content source, tells the office with the settings the store kept from the last read', async () => {
    const kept = (read: () => Promise<MailContent>) =>
      newSender({ render: (job) => renderMail(job, { store, content: keptContent(store, read) }) })
    sender = kept(seeded)
    const before = await sendLead()
    await smtp.waitFor((mail) => mail.to.includes('office@example.com') && mail.parsed.text?.includes(before.id) === true)
    await sender.stop()
    // A restarted instance whose content source does not answer.
    sender = kept(async () => {
      throw new Error('content source did not answer')
    })
    const during = await sendLead()
    const office = await smtp.waitFor((mail) => mail.to.includes('office@example.com') && mail.parsed.text?.includes(during.id) === true)
    expect(office.parsed.subject).toMatch(/^New request from Maria/)
    await expect.poll(async () => (await store.mail.ofLead(during.id)).map((mail) => mail.status)).toEqual(['sent', 'sent'])
  })

  it('waits, without counting an attempt, while the settings cannot be read, and keeps line breaks out of headers', async () => {
    content = async () => {
      throw new Error('content source did not answer')
    }
    const lead = await sendLead()
    await sender.sweep()
    expect((await store.mail.ofLead(lead.id)).map((mail) => [mail.status, mail.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ])
    // Back, with a subject an editor broke over two lines; the wait is over.
    content = async () => {
      const good = await seeded()
      return { ...good, wording: { ...good.wording, officeSubject: 'New request\r\nBcc: someone@evil.example' } }
    }
    await rawSql(store, "UPDATE mail_queue SET next_attempt_at = ?1 WHERE status = 'pending'", new Date().toISOString())
    await sender.sweep()
    const office = await smtp.waitFor((mail) => mail.to.includes('office@example.com') && mail.parsed.text?.includes(lead.id) === true)
    expect(office.parsed.subject).toBe('New request Bcc: someone@evil.example')
    expect(office.parsed.headers.has('bcc')).toBe(false)
    expect(office.to).toEqual(['office@example.com'])
  })
})
