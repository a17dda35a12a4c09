// The request e-mails and visit windows on the production build, with SMTP_URL pointing at a real
// SMTP server the test starts on loopback (smtp-server from npm): a lead on /pricing, a window picked
// in the browser, both e-mails read as they arrived; SMTP down when a lead comes in; the window API and
// its capacity; SIGKILL while e-mails are queued. One server of its own serves all but the last test.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ICAL from 'ical.js'
import { SqliteLeadStore } from '@site/lead-store'
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '@site/lead-store/testing/smtp-server'
import { visitWindow, weekdayOf, zonedToday, type VisitWindow } from '@site/leads'
import { expect, test } from './support/test.ts'
import { ofType } from './support/dataset.ts'
import { leadBody, startProductionServer } from './support/kill-server.ts'
import { startOwnServer, type OwnServer } from './support/own-server.ts'
import { fillValidLead, visitor } from './support/leads.ts'

const FROM = 'Hollis Lawn & Pest <office@hollis.example>'
const OFFICE = ofType<{ _id: string; _type: string; leadMail: { officeRecipients: string[] } }>('siteSettings')[0]!.leadMail
  .officeRecipients
type Hours = { days: string[]; start: string; places: number }
const HOURS = ofType<{ _id: string; _type: string; windows: Hours[] }>('visitScheduling')[0]!.windows
const placesOf = (window: VisitWindow) =>
  HOURS.find((hours) => hours.days.includes(weekdayOf(window.date)) && hours.start === window.start.slice(11, 16))!.places

let scratch: string
let smtp: TestSmtpServer
let server: OwnServer

test.describe.configure({ mode: 'serial', timeout: 90_000 })

test.beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'e2e-lead-mail-'))
  smtp = await startSmtpServer()
  // TRUST_PROXY: the racing visitors below come from networks of their own (X-Forwarded-For), as the
  // visit windows count bookings per network.
  server = await startOwnServer({ SMTP_URL: smtp.url, SMTP_FROM: FROM, LEADS_DB: join(scratch, 'leads.db'), TRUST_PROXY: '1' })
})
test.afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

const officeMailFor = (email: string) => (mail: ReceivedMail) => mail.to.includes(OFFICE[0]!) && mail.parsed.text?.includes(email) === true
const postLead = (base: string, email: string, from = '198.51.100.1') =>
  fetch(`${base}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify(leadBody(email)),
  })
const windowsOf = async (base: string): Promise<VisitWindow[]> => (await (await fetch(`${base}/api/visit-windows`)).json()).windows
const choose = (base: string, lead: { id: string; token: string }, window: string, from = '198.51.100.1') =>
  fetch(`${base}/api/leads/${lead.id}/visit-window`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': from },
    body: JSON.stringify({ window, token: lead.token }),
  })

test('a lead on /pricing, a window picked: the office and the visitor get their e-mails and a calendar entry', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  await page.goto(`${server.baseURL}/pricing`)
  await page.getByRole('button', { name: 'Get My Free Estimate' }).first().click()
  const dialog = page.getByRole('dialog')
  const person = visitor('pricing-mail')
  await fillValidLead(dialog.locator('form[data-form-id="pricing-estimate-modal-form"]'), person)
  await dialog.locator('button[type="submit"]').click()

  // The picker takes the focus; it is a region named by its heading, with two radio groups.
  const picker = dialog.getByRole('region', { name: 'Pick a time for your free estimate' })
  await expect(picker.getByRole('heading')).toBeFocused()
  await picker.getByRole('group', { name: 'Day' }).getByRole('radio').first().focus()
  await page.keyboard.press('ArrowRight')
  const day = await picker.getByRole('group', { name: 'Day' }).getByRole('radio', { checked: true }).getAttribute('value')
  await picker.getByRole('group', { name: 'Arrival window' }).getByRole('radio').first().check()
  const chosen = await picker.getByRole('group', { name: 'Arrival window' }).getByRole('radio', { checked: true }).getAttribute('value')
  expect(chosen?.startsWith(`${day}_`)).toBe(true)
  await picker.getByRole('button', { name: 'Request this time' }).click()
  await expect(picker.getByRole('status')).toContainText('Requested:')
  // The form clears after its delay; the picker and its answer stay.
  await expect(dialog.locator('[name="email"]')).toHaveValue('', { timeout: 8_000 })
  await expect(picker.getByRole('status')).toContainText('Requested:')

  const office = await smtp.waitFor(officeMailFor(person.email))
  expect(office.parsed.subject).toBe(`New request from ${person.firstName} ${person.lastName}: no service chosen`)
  expect(office.parsed.text).toContain('(904) 555-0142')
  expect(office.parsed.html).toContain('href="tel:+19045550142"')
  const confirmation = await smtp.waitFor(
    (mail) => mail.to.includes(person.email) && mail.parsed.subject === 'We received your request for a free estimate',
  )
  expect(confirmation.parsed.from?.value).toEqual([{ name: 'Hollis Lawn & Pest', address: 'office@hollis.example' }])
  expect(confirmation.parsed.text).toContain(`Hi ${person.firstName},`)
  expect(confirmation.parsed.text).toContain('within 24 hours')
  const visit = await smtp.waitFor((mail) => mail.to.includes(person.email) && mail.parsed.attachments.length === 1)
  expect(visit.parsed.subject).toMatch(/^Your requested estimate visit: /)
  const update = await smtp.waitFor(
    (mail) =>
      mail.to.includes(OFFICE[0]!) &&
      mail.parsed.subject?.startsWith('Visit window requested') === true &&
      mail.parsed.text?.includes(person.email) === true,
  )
  expect(update.parsed.text).toContain('(Jacksonville time)')
  const calendar = new ICAL.Component(ICAL.parse(visit.parsed.attachments[0]!.content.toString('utf8')))
  expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH')
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  expect(event.component.getFirstPropertyValue('status')).toBe('TENTATIVE')
  const [, date, start, end] = /^(.+)_(.+)-(.+)$/.exec(chosen ?? '') ?? []
  const window = visitWindow(date!, start!, end!)
  expect(event.startDate.toJSDate().getTime()).toBe(Date.parse(window.start))
  expect(event.endDate.toJSDate().getTime()).toBe(Date.parse(window.end))
})

test('a lead posted to /api/leads e-mails the office and the visitor within 10 s; with SMTP down it is still 201 and both arrive later', async () => {
  const email = `api-mail-${Date.now()}@example.com`
  const started = Date.now()
  expect((await postLead(server.baseURL, email)).status).toBe(201)
  const office = await smtp.waitFor(officeMailFor(email), 10_000)
  expect(office.to).toEqual(OFFICE)
  expect(office.parsed.text).toContain('(904) 555-0199')
  await smtp.waitFor((mail) => mail.to.includes(email), Math.max(1, 10_000 - (Date.now() - started)))

  await smtp.stop()
  const later = `api-mail-down-${Date.now()}@example.com`
  expect((await postLead(server.baseURL, later)).status).toBe(201)
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  expect(smtp.received.some((mail) => mail.parsed.text?.includes(later))).toBe(false)
  await smtp.start()
  // The first retries come within a minute (20 s doubling, with jitter).
  await smtp.waitFor(officeMailFor(later), 45_000)
  await smtp.waitFor((mail) => mail.to.includes(later), 10_000)
})

test('/api/visit-windows: no Sunday, nothing today or earlier; twelve visitors racing for one window get its places; a wrong token 403', async () => {
  const windows = await windowsOf(server.baseURL)
  const today = zonedToday(new Date())
  expect(windows.length).toBeGreaterThan(0)
  for (const window of windows) {
    expect(weekdayOf(window.date)).not.toBe('Sunday')
    expect(window.date > today).toBe(true)
  }
  const target = windows.at(-1)!
  const leads = await Promise.all(
    Array.from({ length: 12 }, async (_, i) =>
      (await postLead(server.baseURL, `race-${i}-${Date.now()}@example.com`, `10.${i}.0.1`)).json(),
    ),
  )
  expect((await choose(server.baseURL, { id: leads[0].id, token: leads[1].token }, target.id)).status).toBe(403)
  const answers = await Promise.all(leads.map((lead, i) => choose(server.baseURL, lead, target.id, `10.${i}.0.1`)))
  const statuses = answers.map((answer) => answer.status)
  expect(statuses.filter((status) => status === 200)).toHaveLength(placesOf(target))
  expect(statuses.filter((status) => status === 409)).toHaveLength(12 - placesOf(target))
  const refused = await answers[statuses.indexOf(409)]!.json()
  expect(refused.windows.map((window: VisitWindow) => window.id)).not.toContain(target.id)
  expect((await windowsOf(server.baseURL)).map((window) => window.id)).not.toContain(target.id)
})

test('SIGKILL while e-mails are queued: after the restart each stored lead gets its two e-mails once, none for a lead not stored', async () => {
  // E-mails the killed server had leased wait for their lease (a minute) to run out.
  test.setTimeout(180_000)
  const leadsDb = join(scratch, 'killed.db')
  const down = await startSmtpServer()
  await down.stop()
  const env = { SMTP_URL: down.url, SMTP_FROM: FROM }
  const first = await startProductionServer(leadsDb, { env })
  const run = Date.now()
  const acknowledged: string[] = []
  const posts = Array.from({ length: 30 }, async (_, i) => {
    const response = await postLead(first.url, `killed-${run}-${i}@example.com`).catch(() => null)
    // An answer cut off before its id arrived is no thank-you the visitor saw, so no acknowledgement.
    const answer = response?.status === 201 ? await response.json().catch(() => null) : null
    if (answer) acknowledged.push(answer.id)
    if (acknowledged.length === 15) first.kill()
  })
  await Promise.all(posts)
  first.kill()
  await first.exited

  await down.start()
  const second = await startProductionServer(leadsDb, { env })
  try {
    const store = SqliteLeadStore.open(leadsDb)
    const stored = await store.listLeads({ limit: 100 })
    await store.close()
    const ids = new Set(stored.map((lead) => lead.id))
    expect(acknowledged.length, 'leads acknowledged before the kill').toBeGreaterThan(0)
    for (const id of acknowledged) expect(ids.has(id)).toBe(true)
    for (const lead of stored) {
      await down.waitFor((mail) => mail.to.includes(lead.email), 100_000)
      await down.waitFor((mail) => mail.parsed.text?.includes(lead.id) === true, 10_000)
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    const alerts = down.received.filter((mail) => mail.to.includes(OFFICE[0]!))
    expect(alerts).toHaveLength(stored.length)
    expect(down.received).toHaveLength(2 * stored.length)
    for (const alert of alerts) expect(ids.has(/Lead id: (\S+)/.exec(alert.parsed.text ?? '')?.[1] ?? '')).toBe(true)
  } finally {
    second.kill()
    await down.stop()
  }
})
