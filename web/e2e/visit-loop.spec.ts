// The visit loop on the production build with a real SMTP server on loopback: a lead picks a window,
// the office decides from the link in its e-mail (GET changes nothing; the button confirms), the
// visitor gets the confirmed calendar entry, then moves and cancels from the link in theirs; past the
// cut-off the page asks them to call. Its own server over its own copy of the dataset, with the
// cut-off at its Studio maximum, a week: the first open window is always past it (no closure in the
// seed lasts a week) and the second week's windows are not.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ICAL from 'ical.js'
import type { Page } from '@playwright/test'
import { SqliteLeadStore } from '@site/lead-store'
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '@site/lead-store/testing/smtp-server'
import type { VisitWindow } from '@site/leads'
import { expect, test } from './support/test.ts'
import { ofType } from './support/dataset.ts'
import { leadBody } from './support/kill-server.ts'
import { startOwnServer, type OwnServer } from './support/own-server.ts'

const SOURCE = process.env.CONTENT_DATASET ?? new URL('../content/dataset.ndjson', import.meta.url).pathname
const FROM = 'Hollis Lawn & Pest <office@hollis.example>'
const OFFICE = ofType<{ _id: string; _type: string; leadMail: { officeRecipients: string[] } }>('siteSettings')[0]!.leadMail
  .officeRecipients[0]!
const CUTOFF_HOURS = 168
// Screenshots of the pages and e-mails for a person to look at, when asked for.
const SHOTS = process.env.VISIT_SHOTS_DIR

let scratch: string
let smtp: TestSmtpServer
let server: OwnServer

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'e2e-visit-loop-'))
  const dataset = join(scratch, 'dataset.ndjson')
  copyFileSync(SOURCE, dataset)
  const lines = readFileSync(dataset, 'utf8').split('\n')
  writeFileSync(
    dataset,
    lines
      .map((line) =>
        line.includes('"_type":"visitScheduling"') ? JSON.stringify({ ...JSON.parse(line), changeCutoffHours: CUTOFF_HOURS }) : line,
      )
      .join('\n'),
  )
  if (SHOTS) mkdirSync(SHOTS, { recursive: true })
  smtp = await startSmtpServer()
  server = await startOwnServer({
    CONTENT_DATASET: dataset,
    SMTP_URL: smtp.url,
    SMTP_FROM: FROM,
    LEADS_DB: join(scratch, 'leads.db'),
    TRUST_PROXY: '1',
    LEADS_RATE_LIMIT: '10',
  })
})
test.afterAll(async () => {
  await server?.stop()
  await smtp?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

const windowsOf = async (): Promise<VisitWindow[]> => (await (await fetch(`${server.baseURL}/api/visit-windows`)).json()).windows
const past = (window: VisitWindow) => Date.parse(window.start) - CUTOFF_HOURS * 3600_000 < Date.now() + 60_000

/** A lead from `from` that picked `window`; its id. Each test uses networks of its own (bookings count per /24). */
async function leadWithWindow(email: string, window: VisitWindow, from: string): Promise<string> {
  const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': from }
  const lead = await (await fetch(`${server.baseURL}/api/leads`, { method: 'POST', headers, body: JSON.stringify(leadBody(email)) })).json()
  const chosen = await fetch(`${server.baseURL}/api/leads/${lead.id}/visit-window`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ window: window.id, token: lead.token }),
  })
  expect(chosen.status).toBe(200)
  return lead.id
}

/** The office's e-mail about the window `email`'s lead picked, with its decision link. */
const officeRequestFor = (email: string) =>
  smtp.waitFor(
    (mail) =>
      mail.to.includes(OFFICE) &&
      mail.parsed.subject?.startsWith('Visit window requested') === true &&
      mail.parsed.text?.includes(email) === true,
  )

const linkIn = (mail: ReceivedMail, label: string) => {
  const found = new RegExp(`${label}: (\\S+)`).exec(mail.parsed.text ?? '')?.[1]
  if (!found) throw new Error(`no "${label}" link in ${mail.parsed.subject}`)
  return found
}
const calendarOf = (mail: ReceivedMail) => {
  const calendar = new ICAL.Component(ICAL.parse(mail.parsed.attachments[0]!.content.toString('utf8')))
  const event = calendar.getFirstSubcomponent('vevent')!
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    organizer: String(event.getFirstPropertyValue('organizer')),
    start: new ICAL.Event(event).startDate.toJSDate().getTime(),
  }
}
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address)).length
const inStore = async <T>(read: (store: SqliteLeadStore) => Promise<T>): Promise<T> => {
  const store = SqliteLeadStore.open(join(scratch, 'leads.db'))
  try {
    return await read(store)
  } finally {
    await store.close()
  }
}

/** Nothing on the page is wider than a 320 px screen. */
async function fitsNarrowScreen(page: Page) {
  await page.setViewportSize({ width: 320, height: 700 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  await page.setViewportSize({ width: 375, height: 800 })
}

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true })
}
async function shootMail(page: Page, mail: ReceivedMail, name: string) {
  if (!SHOTS) return
  const view = await page.context().newPage()
  await view.setViewportSize({ width: 375, height: 700 })
  await view.setContent(String(mail.parsed.html), { waitUntil: 'load' })
  await view.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true })
  await view.close()
}

test('the office confirms from its e-mail; the visitor moves, then cancels, from theirs', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const open = (await windowsOf()).filter((window) => !past(window))
  expect(open.length).toBeGreaterThan(2)
  const [first] = open
  const email = `loop-${Date.now()}@example.com`
  const leadId = await leadWithWindow(email, first!, '198.51.21.9')

  const requested = await smtp.waitFor((mail) => mail.to.includes(email) && mail.parsed.attachments.length === 1)
  const officeMail = await officeRequestFor(email)
  await shootMail(page, officeMail, 'mail-office-visit')
  await shootMail(page, requested, 'mail-visitor-visit')
  const decide = linkIn(officeMail, 'Confirm, decline or offer another time')
  expect(decide).not.toContain(email)

  // A mail scanner opens the link twice: nothing changes, nothing is sent. The request's own
  // confirmation may arrive after the visit e-mail, so it is waited for before counting.
  await smtp.waitFor((mail) => mail.to.includes(email) && mail.parsed.attachments.length === 0)
  const sentBefore = mailsTo(email)
  for (let i = 0; i < 2; i += 1) expect((await fetch(decide)).status).toBe(200)
  await page.goto(decide)
  await expect(page.getByRole('heading', { name: 'Visit request' })).toBeVisible()
  await expect(page.getByText('requested, not yet confirmed')).toBeVisible()
  await fitsNarrowScreen(page)
  await shoot(page, 'page-office')
  expect((await inStore((store) => store.getLead(leadId)))?.visitStatus).toBe('requested')
  expect(mailsTo(email)).toBe(sentBefore)

  // The button confirms, with the keyboard.
  await page.getByRole('button', { name: 'Confirm this window' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status')).toContainText('Confirmed.')
  await shoot(page, 'page-office-confirmed')
  const confirmed = await smtp.waitFor((mail) => mail.to.includes(email) && mail.parsed.subject?.startsWith('Confirmed: ') === true)
  await shootMail(page, confirmed, 'mail-visitor-confirmed')
  const before = calendarOf(requested)
  const after = calendarOf(confirmed)
  expect(after).toMatchObject({ method: 'PUBLISH', uid: before.uid, status: 'CONFIRMED', start: Date.parse(first!.start) })
  expect(after.sequence).toBeGreaterThan(before.sequence)

  // The visitor moves the visit: the old place is free at once, and the office is told.
  const manage = linkIn(confirmed, 'Change or cancel your visit')
  expect(manage).not.toBe(decide)
  await page.goto(manage)
  await expect(page.getByRole('heading', { name: 'Your estimate visit' })).toBeVisible()
  await fitsNarrowScreen(page)
  await shoot(page, 'page-visitor')
  const target = open.find((window) => window.id !== first!.id)!
  await page.getByLabel('Another arrival window').selectOption(target.id)
  await page.getByRole('button', { name: 'Move my visit' }).click()
  await expect(page.getByRole('status')).toContainText('Done: you asked for')
  await shoot(page, 'page-visitor-moved')
  const loads = await inStore((store) => store.visits.loads(first!.date))
  expect([loads.get(first!.id), loads.get(target.id)]).toEqual([0, 1])
  const changed = await smtp.waitFor(
    (mail) =>
      mail.to.includes(OFFICE) &&
      mail.parsed.subject?.startsWith('Visit changed by the visitor') === true &&
      mail.parsed.text?.includes(email) === true,
  )
  expect(changed.parsed.text).toContain('moved their estimate visit')
  await shootMail(page, changed, 'mail-office-visit-changed')
  const moved = await smtp.waitFor(
    (mail) => mail.to.includes(email) && mail.parsed.attachments.length === 1 && calendarOf(mail).start === Date.parse(target.start),
  )
  expect(calendarOf(moved)).toMatchObject({ uid: before.uid, status: 'TENTATIVE' })
  expect(calendarOf(moved).sequence).toBeGreaterThan(after.sequence)

  // And cancels it: METHOD:CANCEL for the same entry, the place free.
  await page.getByRole('button', { name: 'Cancel my visit' }).click()
  await expect(page.getByRole('status')).toContainText('Your visit is cancelled.')
  await shoot(page, 'page-visitor-cancelled')
  const cancelled = await smtp.waitFor((mail) => mail.to.includes(email) && mail.parsed.subject?.includes('is cancelled') === true)
  await shootMail(page, cancelled, 'mail-visitor-cancelled')
  expect(calendarOf(cancelled)).toMatchObject({ method: 'CANCEL', uid: before.uid, status: 'CANCELLED', organizer: before.organizer })
  expect(before.organizer).toMatch(/^mailto:\S+@/)
  expect((await inStore((store) => store.visits.loads(first!.date))).get(target.id)).toBe(0)
  expect((await inStore((store) => store.getLead(leadId)))?.visitWindow).toBeNull()
})

test('the office declines and offers another window; the visitor is told each time', async ({ page }) => {
  const open = (await windowsOf()).filter((window) => !past(window))
  const email = `decline-${Date.now()}@example.com`
  await leadWithWindow(email, open[0]!, '198.51.22.9')
  const officeMail = await officeRequestFor(email)
  await page.goto(linkIn(officeMail, 'Confirm, decline or offer another time'))
  await page.getByLabel(/Offer another window/).selectOption(open[1]!.id)
  await page.getByRole('button', { name: 'Offer this window' }).click()
  await expect(page.getByRole('status')).toContainText('Offered.')
  const offered = await smtp.waitFor((mail) => mail.to.includes(email) && mail.parsed.subject?.startsWith('We can come') === true)
  expect(calendarOf(offered)).toMatchObject({ status: 'CONFIRMED', start: Date.parse(open[1]!.start) })
  await shootMail(page, offered, 'mail-visitor-offered')
  await page.getByRole('button', { name: 'Decline this window' }).click()
  await expect(page.getByRole('status')).toContainText('Declined.')
  const declined = await smtp.waitFor((mail) => mail.to.includes(email) && mail.parsed.subject?.startsWith('We cannot come') === true)
  await shootMail(page, declined, 'mail-visitor-declined')
  // The declined e-mail's link picks another window.
  await page.goto(linkIn(declined, 'Pick another time'))
  await expect(page.getByText('No visit is booked right now.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Request this time' })).toBeVisible()
})

test('without scripts the office confirms and the visitor cancels: plain forms, a 303 back to the page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 700 } })
  const page = await context.newPage()
  const open = (await windowsOf()).filter((window) => !past(window))
  const email = `noscript-${Date.now()}@example.com`
  await leadWithWindow(email, open[2]!, '198.51.26.9')
  const officeMail = await officeRequestFor(email)
  await page.goto(linkIn(officeMail, 'Confirm, decline or offer another time'))
  await page.getByRole('button', { name: 'Confirm this window' }).click()
  await expect(page.getByRole('status')).toContainText('Confirmed.')
  const confirmed = await smtp.waitFor((mail) => mail.to.includes(email) && mail.parsed.subject?.startsWith('Confirmed: ') === true)
  await page.goto(linkIn(confirmed, 'Change or cancel your visit'))
  await page.getByRole('button', { name: 'Cancel my visit' }).click()
  await expect(page.getByRole('status')).toContainText('Your visit is cancelled.')
  await context.close()
})

test('past the cut-off the page says to call and changes nothing', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const soon = (await windowsOf()).find(past)
  expect(soon, 'an open window within the cut-off').toBeTruthy()
  const email = `late-${Date.now()}@example.com`
  const leadId = await leadWithWindow(email, soon!, '198.51.23.9')
  const visit = await smtp.waitFor((mail) => mail.to.includes(email) && mail.parsed.attachments.length === 1)
  await page.goto(linkIn(visit, 'Change or cancel your visit'))
  await expect(page.getByText('Your visit is too close to change online. Please call us at')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel my visit' })).toHaveCount(0)
  await shoot(page, 'page-visitor-too-late')
  // A form posted anyway (an old tab) changes nothing either.
  const manage = new URL(linkIn(visit, 'Change or cancel your visit'))
  const posted = await fetch(`${server.baseURL}/api/visits/manage`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ lead: leadId, k: manage.searchParams.get('k')!, action: 'cancel' }).toString(),
    redirect: 'manual',
  })
  expect(posted.headers.get('location')).toContain('done=too-late')
  expect((await inStore((store) => store.getLead(leadId)))?.visitWindow?.id).toBe(soon!.id)
})

test("forged, expired and other leads' links answer 403; 100 wrong keys change nothing and are answered 429", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const open = (await windowsOf()).filter((window) => !past(window))
  const [a, b] = [`keys-a-${Date.now()}@example.com`, `keys-b-${Date.now()}@example.com`]
  const leadA = await leadWithWindow(a, open[0]!, '198.51.24.9')
  const leadB = await leadWithWindow(b, open[0]!, '198.51.25.9')
  const mailA = await officeRequestFor(a)
  const link = new URL(linkIn(mailA, 'Confirm, decline or offer another time'))
  const key = link.searchParams.get('k')!
  const [expiry, mac] = key.split('.')
  const variants = {
    forged: `${expiry}.${mac!.slice(0, 20)}${mac![20] === 'A' ? 'B' : 'A'}${mac!.slice(21)}`,
    expired: `${(Math.floor(Date.now() / 1000) - 60).toString(36)}.${mac}`,
  }
  const at = (lead: string, k: string) => `${server.baseURL}/visits/office?lead=${lead}&k=${encodeURIComponent(k)}`
  expect((await page.goto(at(leadA, variants.forged)))?.status()).toBe(403)
  await shoot(page, 'page-refused')
  expect((await fetch(at(leadA, variants.expired))).status).toBe(403)
  expect((await fetch(at(leadB, key))).status).toBe(403)
  // What the store holds of both visits and which e-mails they have: the same after every refusal.
  const state = () =>
    inStore(async (store) =>
      JSON.stringify(
        await Promise.all(
          [leadA, leadB].map(async (id) => [
            (await store.getLead(id))?.visitWindow,
            (await store.getLead(id))?.visitStatus,
            (await store.mail.ofLead(id)).map((mail) => mail.kind),
          ]),
        ),
      ),
    )
  const before = await state()
  const statuses: number[] = []
  for (let i = 0; i < 100; i += 1) {
    const wrong = `${expiry}.${Buffer.from(`wrong-key-${i}`.padEnd(32, '.')).toString('base64url').slice(0, 43)}`
    const response = await fetch(`${server.baseURL}/api/visits/office`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '192.0.2.77' },
      body: new URLSearchParams({ lead: i % 2 ? leadA : leadB, k: wrong, action: 'decline' }).toString(),
      redirect: 'manual',
    })
    statuses.push(response.status)
  }
  expect(statuses.filter((status) => status === 403)).toHaveLength(10)
  expect(statuses.filter((status) => status === 429)).toHaveLength(90)
  expect(await state()).toBe(before)
})
