import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MailSender, SqliteLeadStore, smtpTransport } from '@site/lead-store'
import { normalizeMailbox } from '@site/leads'
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '@site/lead-store/testing/smtp-server'
import { handleLeadPost } from '@/features/leads/server/lead-handler'
import { memoryRateLimiter } from '@/features/leads/server/rate-limit'
import { consentFrom } from '@/features/leads/server/testing/consent'
import { validBody } from '@/features/leads/server/testing/hostile-bodies'
import { seededSource } from '@/sanity/testing/seeded-source'
import { readMailContent } from './mail-content'
import { renderMail } from './render-mail'

// A stranger using the lead form as a mail relay against someone else's Gmail mailbox, as tried on
// the landed build: thirteen posts from thirteen addresses to +tag and dotted spellings of one
// mailbox, each carrying a phishing sentence, a phone number and a link in every field a visitor
// e-mail could have echoed. Through the real route handler (with its real rate limit), the real
// sender and a real SMTP server on loopback: the office hears of all thirteen; the mailbox gets at
// most three e-mails, and none of them carries a word of the stranger's.

const SENTENCE = 'Your card was charged 499 dollars'
const TYPED_PHONE = '(888) 555-0100'
const URL_TEXT = 'evil.example/refund'
// Thirteen spellings of one mailbox, so that no post repeats another (a repeat is one lead).
const SPELLINGS = [
  'victim.person+1@gmail.com',
  'v.i.c.t.i.m.person@googlemail.com',
  'victim.person+2@gmail.com',
  'VICTIM.PERSON@GMAIL.COM',
  'victimperson+refund@googlemail.com',
  'vic.tim.per.son@gmail.com',
  'victimperson@gmail.com',
  'Victim.Person+3@GoogleMail.com',
  'victimp.erson@gmail.com',
  'v.ictimperson+x@gmail.com',
  'victimperso.n+4@googlemail.com',
  'VictimPerson+5@Gmail.com',
  'victim.per.son+6@gmail.com',
]

const scratch = mkdtempSync(join(tmpdir(), 'mail-abuse-'))
let smtp: TestSmtpServer
beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(async () => {
  await smtp.stop()
  rmSync(scratch, { recursive: true, force: true })
})

function hostileBody(index: number) {
  const body = validBody()
  return {
    ...body,
    leadData: {
      ...body.leadData,
      firstName: `${SENTENCE}. Call 888 555 0100`,
      lastName: `visit https://${URL_TEXT}`,
      email: SPELLINGS[index % SPELLINGS.length]!,
      phone: TYPED_PHONE,
      address: `https://${URL_TEXT}`,
      city: 'Call 888 555 0100',
      select_a_service__sg_: `a refund: visit ${URL_TEXT}`,
      message: `${SENTENCE}. Call ${TYPED_PHONE} or visit https://${URL_TEXT} today.`,
    },
  }
}

/** Every header a mail client shows or reads (not the random ids and boundaries), the text and the HTML. */
const whole = (mail: ReceivedMail) => {
  const headers = [...mail.parsed.headers].filter(([name]) => !['message-id', 'date', 'content-type'].includes(name))
  return `${JSON.stringify(headers)}\n${mail.parsed.text}\n${mail.parsed.html || ''}`
}

describe('the lead form as a mail relay', () => {
  it('sends one mailbox at most 3 e-mails for 13 posts in its spellings, none with a typed word, and the office all 13', async () => {
    const store = SqliteLeadStore.open(join(scratch, 'leads.db'))
    const sender = new MailSender({
      store,
      transport: smtpTransport(smtp.url),
      from: 'site@hollis.example',
      render: (job) => renderMail(job, { store, content: () => readMailContent(seededSource, 'https://www.example.com') }),
      log: () => undefined,
    })
    try {
      const deps = {
        store: async () => store,
        limiter: memoryRateLimiter(10, 10 * 60 * 1000),
        trustedProxies: 1,
        consent: consentFrom(async () => store, { text: 'wording', version: 'v1' }),
        onStored: () => void sender.wake().catch(() => undefined),
      }
      const ids: string[] = []
      for (let i = 0; i < 13; i++) {
        const request = new Request('http://localhost/api/leads', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `198.51.${100 + i}.${7 + i}` },
          body: JSON.stringify(hostileBody(i)),
        })
        const response = await handleLeadPost(request, deps)
        expect(response.status).toBe(201)
        ids.push(((await response.json()) as { id: string }).id)
      }

      // Every e-mail of the thirteen leads settled: sent, or skipped with its reason.
      await expect
        .poll(async () => (await Promise.all(ids.map((id) => store.mail.ofLead(id)))).flat().filter((m) => m.status === 'pending'), {
          timeout: 60_000,
        })
        .toEqual([])
      const mails = (await Promise.all(ids.map((id) => store.mail.ofLead(id)))).flat()
      const sent = mails.filter((mail) => mail.status === 'sent').length
      const ours = (mail: ReceivedMail) =>
        ids.includes(String(mail.parsed.headers.get('x-lead-id'))) ||
        mail.to.some((to) => normalizeMailbox(to) === 'victimperson@gmail.com')
      // ... and read by the server, which parses each e-mail after accepting it.
      await smtp.waitFor(() => smtp.received.filter(ours).length >= sent, 30_000)

      const office = smtp.received.filter((mail) => mail.to.includes('office@example.com'))
      expect(new Set(office.map((mail) => mail.parsed.headers.get('x-lead-id')))).toEqual(new Set(ids))
      // The office keeps every detail: its own verified address, Reply-To the visitor.
      expect(office[0]!.parsed.text).toContain(TYPED_PHONE)
      expect(office[0]!.parsed.text).toContain(SENTENCE)

      const toVictim = smtp.received.filter((mail) => mail.to.some((to) => normalizeMailbox(to) === 'victimperson@gmail.com'))
      expect(toVictim).toHaveLength(3)
      for (const mail of toVictim) {
        const seen = whole(mail)
        for (const typed of [SENTENCE, 'charged', '888', '555 0100', '555-0100', URL_TEXT, 'evil', 'refund', 'https://evil']) {
          expect(seen, `a visitor e-mail carried "${typed}"`).not.toContain(typed)
        }
        expect(mail.parsed.subject).toBe('We received your request for a free estimate')
        expect(mail.parsed.text).toMatch(
          /^Hello,\n\nThank you for asking Hollis Lawn & Pest for a free estimate\. We have your request for lawn and pest care\./,
        )
        expect(mail.parsed.from?.value).toEqual([{ name: 'Hollis Lawn & Pest', address: 'site@hollis.example' }])
      }
      const skipped = mails.filter((mail) => mail.status === 'skipped')
      expect(skipped).toHaveLength(10)
      expect(skipped.every((mail) => /already had 3 e-mails from the site in 24 hours/.test(mail.lastError ?? ''))).toBe(true)
    } finally {
      await sender.stop()
      await store.close()
    }
  })
})
