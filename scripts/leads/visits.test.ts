import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SqliteLeadStore, hashVisitToken } from '@site/lead-store'
import { leadWithToken, sampleWindow } from '@site/lead-store/testing/mail-visit-conformance'
import { visitDate } from './visits.ts'

// The office's day list and the e-mail queue in `pnpm leads`, on a real store.

const scratch = mkdtempSync(join(tmpdir(), 'leads-visits-'))
const file = join(scratch, 'leads.db')
const cli = new URL('./cli.ts', import.meta.url).pathname
const env = {
  ...process.env,
  LEADS_DB: file,
  DATABASE_URL: '',
  SMTP_URL: 'smtp://user:secret@mail.example.com:587',
  SMTP_FROM: 'office@example.com',
}
const run = (...args: string[]) => execFileSync(process.execPath, [cli, ...args], { env, encoding: 'utf8' })
/** `pnpm leads status`, whose exit code says whether office alerts are late. */
const status = () => spawnSync(process.execPath, [cli, 'status'], { env, encoding: 'utf8' })

beforeAll(async () => {
  const store = SqliteLeadStore.open(file)
  const people = [
    leadWithToken({ firstName: 'Ana', lastName: 'Late', phone: '(904) 555-0111' }),
    leadWithToken({ firstName: 'Bo', lastName: 'Early', phone: '(904) 555-0122' }),
    leadWithToken({ firstName: 'Cy', lastName: 'Early', phone: '(904) 555-0133', zipCode: '32801' }),
    leadWithToken({ firstName: 'Di', lastName: 'Otherday' }),
  ]
  const windows = [
    sampleWindow('2025-09-12', '12:00', '16:00'),
    sampleWindow('2025-09-12'),
    sampleWindow('2025-09-12'),
    sampleWindow('2025-09-13'),
  ]
  for (const [i, { lead, token }] of people.entries()) {
    await store.insertLead(lead)
    const window = windows[i]!
    await store.visits.book({
      leadId: lead.id,
      tokenHash: hashVisitToken(token),
      window,
      capacity: 3,
      now: '2025-09-10T15:00:00.000Z',
      network: `network-${lead.id}`,
    })
  }
  const now = '2025-09-10T16:00:00.000Z'
  const [first, second] = (await store.mail.claim({ now, limit: 2, leaseMs: 1000 })).jobs
  await store.mail.record([{ id: first!.id, mark: 'sent', at: now, attempts: 1, smtpStatus: 250 }])
  await store.mail.record([
    { id: second!.id, mark: 'failed', at: now, attempts: 1, smtpStatus: 550, error: '550 no such user', retryAt: null },
  ])
  await store.close()
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('pnpm leads visits', () => {
  it("lists a day's requested visits by window, with name, phone, address and service", () => {
    const output = run('visits', '--date', '2025-09-12')
    expect(output).toContain('Requested estimate visits for Friday, September 12, 2025 (America/New_York time): 3.')
    const morning = output.indexOf('8:00\u00a0AM – 12:00\u00a0PM  (2 requested)')
    const afternoon = output.indexOf('12:00\u00a0PM – 4:00\u00a0PM  (1 requested)')
    expect(morning).toBeGreaterThan(0)
    expect(afternoon).toBeGreaterThan(morning)
    expect(output.indexOf('Bo Early')).toBeGreaterThan(morning)
    expect(output.indexOf('Ana Late')).toBeGreaterThan(afternoon)
    expect(output).toContain(
      'Cy Early  |  (904) 555-0133  |  1200 Riverside Ave, Apt "B", Jacksonville 32801  |  Lawn + Pest Control $80/month  |  requested',
    )
    expect(output).not.toContain('Otherday')
    expect(run('visits', '--date', '2025-09-14')).toBe(
      'No estimate visits requested for Sunday, September 14, 2025 (America/New_York time).\n',
    )
  })

  it('refuses a date that is not YYYY-MM-DD, and takes today in Jacksonville by default', () => {
    const bad = spawnSync(process.execPath, [cli, 'visits', '--date', '12/01/2026'], { env, encoding: 'utf8' })
    expect(bad.status).toBe(1)
    expect(bad.stderr).toContain('--date must be a day written as YYYY-MM-DD')
    expect(visitDate(undefined, new Date('2026-12-02T03:00:00Z'))).toEqual({ date: '2026-12-01' })
  })
})

describe('pnpm leads status, show and retry --mail', () => {
  it('shows the e-mail queue and where e-mail goes, without the password, and exits 2 while office alerts are late', () => {
    const { stdout: output, status: code } = status()
    // The leads are from 2025: their office e-mails have waited far past LEADS_ALERT_MAX_AGE (900 s).
    expect(code).toBe(2)
    expect(output).toMatch(/Office alerts: the oldest undelivered is \d+ s old \(LATE, over LEADS_ALERT_MAX_AGE 900 s/)
    expect(output).toContain('E-mail: through smtp://mail.example.com:587, from office@example.com')
    expect(output).toMatch(/E-mail queue: pending 14 \(oldest queued .+, next try .+\), sent 1, parked 1, skipped 0/)
    expect(output).toContain('CRM updates (visit windows): pending 4, delivered 0, parked 0')
    expect(output).not.toContain('secret')
  })

  it('shows a lead with its window and e-mails, lists the window, and queues parked e-mails again', () => {
    const listed = run('list', '--limit', '10')
    expect(listed).toContain('visit 2025-09-12 08:00-12:00 ET')
    const id = /([0-9a-f-]{36})\s+spider-control-form\s+Ana Late/.exec(listed)?.[1]
    const shown = JSON.parse(run('show', id!))
    expect(shown.visitWindow).toEqual(sampleWindow('2025-09-12', '12:00', '16:00'))
    expect(shown.mail.map((mail: { kind: string }) => mail.kind)).toEqual([
      'office-alert',
      'visitor-confirmation',
      'office-visit',
      'visitor-visit',
    ])
    expect(run('retry', '--mail')).toContain('1 parked e-mail queued again')
    expect(status().stdout).toContain('parked 0')
  })
})

describe('pnpm leads visits cancel', () => {
  it("takes a lead's window back and frees its place; says so for a lead without one, and refuses an unknown id", () => {
    const listed = run('list', '--limit', '10')
    const id = /([0-9a-f-]{36})\s+spider-control-form\s+Di Otherday/.exec(listed)?.[1]
    expect(run('visits', 'cancel', id!)).toContain(`for lead ${id}; the place is free again.`)
    expect(run('visits', '--date', '2025-09-13')).toContain('No estimate visits requested')
    expect(JSON.parse(run('show', id!)).visitWindow).toBeNull()
    expect(run('visits', 'cancel', id!)).toContain('has no visit window')
    const unknown = spawnSync(process.execPath, [cli, 'visits', 'cancel', 'no-such-lead'], { env, encoding: 'utf8' })
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toContain('No lead with id no-such-lead')
  })
})
