import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MailSender, SqliteLeadStore, smtpTransport } from '@site/lead-store'
import { startSmtpServer, type TestSmtpServer } from '@site/lead-store/testing/smtp-server'
import { renderMail } from '@/features/lead-mail/render-mail'
import { readMailContent } from '@/features/lead-mail/mail-content'
import { handleLeadPost } from '@/features/leads/server/lead-handler'
import { consentFrom } from '@/features/leads/server/testing/consent'
import { validBody } from '@/features/leads/server/testing/hostile-bodies'
import { seededSource } from '@/sanity/testing/seeded-source'
import { createHealthHandler } from './health'
import { officeAlertsCheck } from './office-alerts-check'

// The office alert while the SMTP account's daily quota is spent: the server answers "550 5.4.5
// Daily user sending quota exceeded". The alert is retried, never parked; once it is older than
// LEADS_ALERT_MAX_AGE (2 s here) GET /api/health answers 503 naming office-alerts and
// `pnpm leads status` exits non-zero; when the quota lifts the alert arrives and health is 200 again.
// The sender's waits are shortened here; office-retry.test.ts shows the production schedule's bound.

const QUOTA = '5.4.5 Daily user sending quota exceeded'
const scratch = mkdtempSync(join(tmpdir(), 'office-alerts-'))
const file = join(scratch, 'leads.db')
const cli = new URL('../../../../scripts/leads/cli.ts', import.meta.url).pathname
let smtp: TestSmtpServer
beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(async () => {
  await smtp.stop()
  rmSync(scratch, { recursive: true, force: true })
})

const leadsStatus = () =>
  spawnSync(process.execPath, [cli, 'status'], {
    env: {
      ...process.env,
      LEADS_DB: file,
      DATABASE_URL: '',
      SMTP_URL: smtp.url,
      SMTP_FROM: 'site@hollis.example',
      LEADS_ALERT_MAX_AGE: '2',
    },
    encoding: 'utf8',
  })

describe('an office alert refused by a sending quota', () => {
  it('turns /api/health to 503 naming office-alerts once older than LEADS_ALERT_MAX_AGE, and arrives when the quota lifts', async () => {
    const store = SqliteLeadStore.open(file)
    const sender = new MailSender({
      store,
      transport: smtpTransport(smtp.url),
      from: 'site@hollis.example',
      render: (job) => renderMail(job, { store, content: () => readMailContent(seededSource, 'https://www.example.com') }),
      retry: { baseMs: 200 },
      probeMs: 500,
      log: () => undefined,
    })
    const health = createHealthHandler(
      { 'office-alerts': officeAlertsCheck({ store: async () => store, maxAgeSeconds: 2, mailOn: true }) },
      { cacheMs: 0, log: () => undefined },
    )
    try {
      expect((await health()).status).toBe(200)
      smtp.refuseWith(550, QUOTA)
      sender.start(500)
      const response = await handleLeadPost(
        new Request('http://localhost/api/leads', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(validBody()),
        }),
        {
          store: async () => store,
          limiter: null,
          consent: consentFrom(async () => store, { text: 'wording', version: 'v1' }),
          onStored: () => void sender.wake().catch(() => undefined),
        },
      )
      expect(response.status).toBe(201)
      const { id } = (await response.json()) as { id: string }

      // Late: the health answer turns, on its own, once the alert is older than 2 s.
      await expect.poll(async () => (await health()).status, { timeout: 30_000, interval: 100 }).toBe(503)
      expect(await (await health()).json()).toEqual({
        status: 'unavailable',
        checks: { 'office-alerts': 'failing' },
        failing: ['office-alerts'],
      })
      const [alert] = await store.mail.ofLead(id)
      expect(alert).toMatchObject({ kind: 'office-alert', status: 'pending', lastStatus: 550, lastError: expect.stringContaining('quota') })
      expect(alert!.attempts).toBeGreaterThanOrEqual(2)
      const status = leadsStatus()
      expect(status.status).toBe(2)
      expect(status.stdout).toMatch(/Office alerts: the oldest undelivered is \d+ s old \(LATE, over LEADS_ALERT_MAX_AGE 2 s/)

      smtp.refuseWith(null)
      const arrived = await smtp.waitFor((mail) => mail.parsed.headers.get('x-lead-id') === id, 30_000)
      expect(arrived.to).toEqual(['office@example.com'])
      await expect.poll(async () => (await health()).status, { timeout: 10_000, interval: 100 }).toBe(200)
      expect(leadsStatus().status).toBe(0)
    } finally {
      smtp.refuseWith(null)
      await sender.stop()
      await store.close()
    }
  })
})
