import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MailSender, SqliteLeadStore, hashVisitToken, smtpTransport } from '@site/lead-store'
import { sampleOptOut } from '@site/lead-store/testing/fixtures'
import { leadWithToken } from '@site/lead-store/testing/mail-visit-conformance'
import { rawSql } from '@site/lead-store/testing/raw-sql'
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '@site/lead-store/testing/smtp-server'
import { visitWindow, type VisitWindow } from '@site/leads'
import { seededSource } from '@/sanity/testing/seeded-source'
import { readMailContent } from './mail-content'
import { renderMail } from './render-mail'

// `pnpm leads reminders` and `pnpm leads agenda` end to end: the CLI queues (run again, and by two
// processes at once), the real sender writes the e-mails with the seeded wording and sends them to a
// real SMTP server on loopback. The visits are on the Monday after the clocks fall back (2026-11-02),
// so the reminders are due from 3:00 PM EST, 20:00 UTC, on the Sunday of the change.

const scratch = mkdtempSync(join(tmpdir(), 'visit-notices-'))
const file = join(scratch, 'leads.db')
const cli = new URL('../../../../scripts/leads/cli.ts', import.meta.url).pathname
const leads = (...args: string[]) =>
  promisify(execFile)(process.execPath, [cli, ...args], {
    env: { ...process.env, LEADS_DB: file, DATABASE_URL: '' },
    encoding: 'utf8',
  }).then(({ stdout }) => stdout)

let smtp: TestSmtpServer
let store: SqliteLeadStore
beforeAll(async () => {
  smtp = await startSmtpServer()
  store = SqliteLeadStore.open(file)
})
afterAll(async () => {
  await store.close()
  await smtp.stop()
  rmSync(scratch, { recursive: true, force: true })
})

const MONDAY = '2026-11-02'
const morning = visitWindow(MONDAY, '08:00', '12:00')
const afternoon = visitWindow(MONDAY, '12:00', '16:00')

async function book(firstName: string, window: VisitWindow, status: 'requested' | 'confirmed') {
  const email = `${firstName.toLowerCase()}@example.com`
  const { lead, token } = leadWithToken({ firstName, lastName: 'Rivera', email, phone: '(904) 555-0199' })
  await store.insertLead(lead)
  const booked = await store.visits.book({
    leadId: lead.id,
    tokenHash: hashVisitToken(token),
    window,
    capacity: 10,
    now: lead.receivedAt,
    network: lead.id,
  })
  expect(booked.outcome).toBe('booked')
  // The row as the office's confirmation leaves it, without the confirmation e-mail visits.decide would queue.
  if (status === 'confirmed') await rawSql(store, "UPDATE visit_bookings SET status = 'confirmed' WHERE lead_id = ?1", lead.id)
  return { id: lead.id, email }
}

/**
 * Sends what is queued, at `now`, through the real sender and wording; the e-mails with this subject
 * that arrived. The caps on mail to visitors are spent (none left): a reminder follows the office's
 * confirmation, so they must not hold it back.
 */
async function send(now: string, subject: string): Promise<ReceivedMail[]> {
  const before = smtp.received.length
  const clock = () => new Date(now)
  const sender = new MailSender({
    store,
    transport: smtpTransport(smtp.url),
    from: 'Hollis Lawn & Pest <office@hollis.example>',
    render: (job) => renderMail(job, { store, content: () => readMailContent(seededSource, 'https://www.example.com'), now: clock }),
    now: clock,
    caps: { perMailboxPerDay: 0, perHour: 0 },
    log: () => undefined,
  })
  const { sent } = await sender.sweep()
  await sender.stop()
  // The server accepts at once and reads each e-mail afterwards: wait until every one sent is read.
  if (sent) await smtp.waitFor(() => smtp.received.length >= before + sent)
  return smtp.received.slice(before).filter((mail) => mail.parsed.subject?.startsWith(subject))
}

describe('pnpm leads reminders and pnpm leads agenda', () => {
  it('reminds each confirmed visit once, however often and wherever it runs, and lists the day for the office', async () => {
    const ana = await book('Ana', morning, 'confirmed')
    const bo = await book('Bo', afternoon, 'confirmed')
    await book('Cy', morning, 'requested')
    // Cy then asks for no more calls or texts: the office must see it on the day's list.
    await store.insertOptOut(sampleOptOut({ email: 'cy@example.com', phone: null, channels: ['sms'] }))
    const di = await book('Di', afternoon, 'confirmed')
    const ed = await book('Ed', afternoon, 'confirmed')
    await store.visits.cancel(bo.id, new Date().toISOString())

    // 2:59 PM EST, which would have been 3:59 PM before the clocks went back: not yet.
    expect(await leads('reminders', '--now', '2026-11-01T14:59:00-05:00')).toMatch(/^No reminders are due/)
    const afternoonBefore = '2026-11-01T15:05:00-05:00'
    expect(await leads('reminders', '--now', afternoonBefore)).toMatch(
      /^3 reminders queued for the confirmed visits of Monday, November 2, 2026/,
    )
    expect(await leads('reminders', '--now', afternoonBefore)).toMatch(/^0 reminders queued/)
    const together = await Promise.all([leads('reminders', '--now', afternoonBefore), leads('reminders', '--now', afternoonBefore)])
    expect(together.map((output) => output.split(' ')[0])).toEqual(['0', '0'])

    // Between the queueing and the sending, Di cancels and Ed's visit moves to Tuesday.
    await store.visits.cancel(di.id, new Date().toISOString())
    const tuesday = visitWindow('2026-11-03', '08:00', '12:00')
    await rawSql(
      store,
      'UPDATE visit_bookings SET window_id = ?2, window_date = ?3, starts_at = ?4, ends_at = ?5 WHERE lead_id = ?1',
      ed.id,
      tuesday.id,
      tuesday.date,
      tuesday.start,
      tuesday.end,
    )

    const sent = await send('2026-11-01T20:06:00Z', 'Reminder')
    expect(sent.flatMap((mail) => mail.to)).toEqual([ana.email])
    const [reminder] = sent
    expect(reminder!.parsed.subject).toBe('Reminder: your free estimate visit Monday, November 2, 8:00 AM – 12:00 PM')
    expect(reminder!.parsed.text).toMatch(
      /^Hi Ana,\n\nThis is a reminder of your free estimate visit on Monday, November 2, 8:00\u00a0AM – 12:00\u00a0PM/,
    )
    expect(reminder!.parsed.text).toContain('call us at (904) 555-0142')
    // The button to the visitor's own page for this visit, signed for this lead (no personal data in it).
    const manage = new RegExp(`https://www\\.example\\.com/visits/manage\\?lead=${ana.id}&(amp;)?k=[\\w.-]+`)
    expect(reminder!.parsed.text).toMatch(new RegExp(`Change or cancel your visit: ${manage.source}`))
    expect(String(reminder!.parsed.html)).toMatch(manage)
    expect(String(reminder!.parsed.html)).toContain('href="tel:+19045550142"')
    expect(`${reminder!.parsed.text}${reminder!.parsed.html}`).not.toMatch(/\{[a-zA-Z]+\}|Rivera|555-0199/)
    const skipped = async (id: string) =>
      (await store.mail.ofLead(id)).filter((mail) => mail.kind === 'visitor-reminder').map((mail) => [mail.status, mail.lastError])
    expect(await skipped(di.id)).toEqual([['skipped', 'the visit was cancelled']])
    expect(await skipped(ed.id)).toEqual([['skipped', 'the visit was moved to another window']])
    expect(await skipped(bo.id)).toEqual([])

    // Monday morning: the office's list of the day, once.
    const dawn = '2026-11-02T06:45:00-05:00'
    expect(await leads('agenda', '--now', dawn)).toMatch(/^The agenda of Monday, November 2, 2026 is queued/)
    const again = await Promise.all([leads('agenda', '--now', dawn), leads('agenda', '--now', dawn)])
    expect(again.every((output) => output.includes('was queued before'))).toBe(true)
    const [agenda, ...more] = await send('2026-11-02T11:46:00Z', 'Estimate visits')
    expect(more).toEqual([])
    expect(agenda!.to).toEqual(['office@example.com'])
    expect(agenda!.parsed.subject).toBe('Estimate visits today: Monday, November 2, 2026')
    const text = agenda!.parsed.text ?? ''
    expect(text).toContain('1 confirmed, 1 requested')
    const window = text.indexOf('8:00\u00a0AM – 12:00\u00a0PM (1 confirmed, 1 requested)')
    expect(window).toBeGreaterThan(0)
    expect(text.indexOf('- [Confirmed] Ana Rivera | (904) 555-0199 | 1200 Riverside Ave, Apt "B", Jacksonville 32204')).toBeGreaterThan(
      window,
    )
    expect(text.indexOf('- [Requested: call to confirm] Cy Rivera')).toBeGreaterThan(window)
    expect(text).toContain(
      'Cy Rivera | (904) 555-0199 | 1200 Riverside Ave, Apt "B", Jacksonville 32204 | Lawn + Pest Control $80/month\n  !! This person has withdrawn consent to texts and calls: do not contact them that way.',
    )
    expect(text).not.toMatch(/Bo Rivera|Di Rivera|Ed Rivera|12:00\u00a0PM – 4:00\u00a0PM/)
    expect(String(agenda!.parsed.html)).toContain('href="tel:+19045550199"')
  })

  it('tells the office on a day with no visits that there are none', async () => {
    expect(await leads('agenda', '--now', '2026-11-08T06:29:00-05:00')).toMatch(/^The office's agenda is not due/)
    expect(await leads('agenda', '--now', '2026-11-08T06:30:00-05:00')).toMatch(/^The agenda of Sunday, November 8, 2026 is queued/)
    const [agenda, ...more] = await send('2026-11-08T11:31:00Z', 'Estimate visits')
    expect(more).toEqual([])
    expect(agenda!.parsed.subject).toBe('Estimate visits today: Sunday, November 8, 2026')
    expect(agenda!.parsed.text?.trim()).toBe('No estimate visits are booked or requested for today.')
  })
})
