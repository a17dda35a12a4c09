// Helpers for the lead capture specs: fill a form as a visitor would, and read what the store kept
// through the office's own tool, `pnpm leads export` (run as that script runs it, `node
// scripts/leads/cli.ts`, without pnpm's own start-up, which cost a second per call on a loaded host).
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, type Locator, type Page } from '@playwright/test'
import { e2eLeadsDb } from './leads-db.ts'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const leadsCli = fileURLToPath(new URL('../../../scripts/leads/cli.ts', import.meta.url))

export type ExportedLead = {
  id: string
  formId: string
  firstName: string
  lastName: string
  email: string
  phone: string
  zipCode: string
  service: string
  consent: { given: boolean; text: string; version: string; clientIp: string | null; pageUrl: string | null }
  smsConsent: { given: boolean; text: string; version: string; source: string } | null
  payload: { leadData: Record<string, unknown>; legal: Record<string, unknown>; hubspotSubscriptions: Record<string, unknown> }
}

/** Every lead in a store, as `pnpm leads export --format json` prints it. */
export function exportLeads(leadsDb = e2eLeadsDb(process.env.E2E_PORT ?? 3100)): ExportedLead[] {
  return exportJson(leadsDb, [])
}

/** Every newsletter sign-up, as `pnpm leads export --newsletter --format json` prints it. */
export function exportSignups(leadsDb = e2eLeadsDb(process.env.E2E_PORT ?? 3100)): { email: string; page: string | null }[] {
  return exportJson(leadsDb, ['--newsletter'])
}

function exportJson(leadsDb: string, extra: string[]) {
  const output = execFileSync(process.execPath, [leadsCli, 'export', '--format', 'json', ...extra], {
    cwd: root,
    env: { ...process.env, LEADS_DB: leadsDb, DATABASE_URL: undefined },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
}

export type Visitor = { firstName: string; lastName: string; email: string; address: string; city: string }

export function visitor(tag: string): Visitor {
  const unique = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  return {
    firstName: 'Dana',
    lastName: `Whitfield ${unique}`,
    email: `${unique}@example.com`,
    address: '1200 Riverside Ave',
    city: 'Jacksonville',
  }
}

/** Types like a person, so the masks see every keystroke. */
export async function typeInto(field: Locator, text: string) {
  await field.click()
  await field.pressSequentially(text)
}

/** Records every request the page sends to the leads API. */
export function leadRequests(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/leads') sent.push(request.postData() ?? '')
  })
  return sent
}

export async function dataLayer(page: Page): Promise<Record<string, unknown>[]> {
  return page.evaluate(() => window.dataLayer ?? [])
}

/** Fills a lead form with valid answers and ticks the consent box, ready to send. */
export async function fillValidLead(form: Locator, person: Visitor) {
  await form.locator('[name="firstName"]').fill(person.firstName)
  await form.locator('[name="lastName"]').fill(person.lastName)
  await form.locator('[name="email"]').fill(person.email)
  await form.locator('[name="phone"]').pressSequentially('9045550142')
  await form.locator('[name="address"]').fill(person.address)
  await form.locator('[name="city"]').fill(person.city)
  await form.locator('[name="zipCode"]').fill('32204')
  await form.locator('[name="contactConsent"]').check()
}

/** The full form check: mask, validate, refuse without consent, send, thank, store. */
export async function fillAndSendFullForm(page: Page, form: Locator, person: Visitor) {
  const sent = leadRequests(page)
  await form.locator('[name="firstName"]').fill(person.firstName)
  await form.locator('[name="lastName"]').fill(person.lastName)
  await form.locator('[name="email"]').fill(person.email)

  const phone = form.locator('[name="phone"]')
  await typeInto(phone, '904555')
  await expect(phone).toHaveValue('(904) 555')
  await form.locator('[name="address"]').click()
  await expect(form.getByRole('alert').filter({ hasText: 'Phone number must be exactly 10 digits' })).toBeVisible()
  await phone.click()
  await expect(form.getByText('Phone number must be exactly 10 digits')).toHaveCount(0)
  await phone.fill('')
  await typeInto(phone, '1045550142')
  await form.locator('[name="address"]').click()
  await expect(form.getByRole('alert').filter({ hasText: 'Please enter a valid phone number' })).toBeVisible()
  await phone.fill('')
  await typeInto(phone, '904-555-01429999')
  await expect(phone).toHaveValue('(904) 555-0142')

  await form.locator('[name="address"]').fill(person.address)
  await form.locator('[name="city"]').fill(person.city)
  const zip = form.locator('[name="zipCode"]')
  await typeInto(zip, '32a20')
  await expect(zip).toHaveValue('3220')
  await form.locator('[name="city"]').click()
  await expect(form.getByRole('alert').filter({ hasText: 'Please enter a valid 5-digit ZIP code.' })).toBeVisible()
  await typeInto(zip, '4-9')
  await expect(zip).toHaveValue('32204')
  // Options carry their label as their value (what a lead sends); choose the Lawn + Pest plan by its name.
  const service = form.locator('[name="service"]')
  await service.selectOption({ label: (await service.locator('option', { hasText: 'Lawn + Pest' }).textContent()) ?? '' })

  await form.getByRole('button', { name: /Get|Free|Estimate|Send|Request|Schedule|Claim/ }).click()
  await expect(form.getByRole('alert').filter({ hasText: 'Please check the consent box to continue.' })).toBeVisible()
  expect(sent).toHaveLength(0)

  await form.locator('[name="contactConsent"]').check()
  await expect(form.getByText('Please check the consent box to continue.')).toHaveCount(0)
  await form.locator('button[type="submit"]').click()
  const button = form.locator('button[type="submit"]')
  await expect(button).toHaveText(/Thank You!/)
  await expect(button).toBeDisabled()
  await expect(form.getByRole('status')).toContainText('Thank You!')
  expect(sent).toHaveLength(1)
  return JSON.parse(sent[0] ?? '{}')
}
