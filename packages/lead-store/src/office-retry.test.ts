import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MailJob } from './mail-queue.ts'
import { MailSender, type Rendered } from './mail-sender.ts'
import { smtpTransport } from './smtp-transport.ts'
import { SqliteLeadStore } from './sqlite-store.ts'
import { sampleLead } from './testing/fixtures.ts'
import { startSmtpServer, type TestSmtpServer } from './testing/smtp-server.ts'

// An office alert against a real SMTP server that answers "550 5.4.5 Daily user sending quota
// exceeded" for minutes or hours, with the sender's production schedule and a clock of the test's
// own: the sender runs when its timer would (at the next e-mail due, probe included, and at least
// every 15 s), so hours pass in seconds. Whenever the quota lifts, the alert arrives within 120 s.

const scratch = mkdtempSync(join(tmpdir(), 'office-retry-'))
let smtp: TestSmtpServer
beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(async () => {
  await smtp.stop()
  rmSync(scratch, { recursive: true, force: true })
})

const QUOTA = '5.4.5 Daily user sending quota exceeded'
const POLL_MS = 15_000
const SECOND = 1000

const written = (job: MailJob): Rendered => ({
  send: {
    to: [job.kind.startsWith('visitor') ? 'dana@example.com' : 'office@example.com'],
    subject: `${job.kind} ${job.leadId}`,
    text: 'plain',
    html: '<p>html</p>',
  },
})

/** Refuses for `refusalMs` of the sender's time, then lifts; returns how long after the lift the alert arrived. */
async function alertDelayAfterLift(refusalMs: number, store: SqliteLeadStore): Promise<{ afterLiftMs: number; refusedTries: number }> {
  const lead = sampleLead({ email: `quota-${refusalMs}@example.com` })
  await store.insertLead(lead)
  let clock = Date.parse(lead.receivedAt)
  const sender = new MailSender({
    store,
    transport: smtpTransport(smtp.url),
    from: 'office@hollis.example',
    render: async (job) => written(job),
    log: () => undefined,
    now: () => new Date(clock),
  })
  const liftAt = clock + refusalMs
  const before = smtp.refused
  smtp.refuseWith(550, QUOTA)
  const arrived = () => smtp.received.some((mail) => mail.parsed.subject === `office-alert ${lead.id}`)
  try {
    for (let sweeps = 0; sweeps < 20_000; sweeps++) {
      await sender.sweep()
      const [office] = await store.mail.ofLead(lead.id)
      if (office?.status === 'sent') {
        await smtp.waitFor((mail) => mail.parsed.subject === `office-alert ${lead.id}`)
        return { afterLiftMs: clock - liftAt, refusedTries: smtp.refused - before }
      }
      expect(office?.status, 'an office alert is never parked').toBe('pending')
      expect(arrived()).toBe(false)
      // Each wait of its own is at most an hour.
      expect(Date.parse(office!.nextAttemptAt!) - clock).toBeLessThanOrEqual(60 * 60 * SECOND)
      // The sender's timer: the next e-mail due (the probe included), at least every poll.
      const due = await store.mail.nextDueAt()
      const next = Math.min(clock + POLL_MS, Math.max(clock + 250, due ? Date.parse(due) : Infinity))
      if (clock < liftAt && next >= liftAt) {
        clock = liftAt
        smtp.refuseWith(null)
      } else clock = next
    }
    throw new Error('the alert never went out')
  } finally {
    smtp.refuseWith(null)
    await sender.stop()
  }
}

describe('an office alert refused by a sending quota', () => {
  it('is retried, never parked, and arrives within 120 s of the quota lifting, after 40 s or 9 hours of refusals', async () => {
    const store = SqliteLeadStore.open(join(scratch, 'quota', 'leads.db'))
    try {
      for (const refusalMs of [40 * SECOND, 7 * 60 * SECOND + 3_000, 61 * 60 * SECOND, 9 * 60 * 60 * SECOND + 17_000]) {
        const { afterLiftMs, refusedTries } = await alertDelayAfterLift(refusalMs, store)
        expect(afterLiftMs, `refused for ${refusalMs / SECOND} s`).toBeLessThanOrEqual(120 * SECOND)
        // About one try a minute while refused (the probe), not one per due e-mail: the server is not hammered.
        expect(refusedTries).toBeLessThanOrEqual(refusalMs / (60 * SECOND) + 6)
      }
      expect(await store.mail.oldestUndeliveredOffice()).toBeNull()
    } finally {
      await store.close()
    }
  })
})
