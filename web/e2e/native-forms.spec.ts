// The forms before and without their scripts: the browser posts each one itself, the server action
// behind it takes it through the same intake as the JSON endpoints, and the visitor lands on a
// thank-you page (303, so a reload sends nothing twice) or sees the form again with the server's
// messages and the values typed. No address ever carries what the visitor typed.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, test, type Page } from '@playwright/test'
import { holdRequests } from './support/held-requests.ts'
import { e2eLeadsDb } from './support/leads-db.ts'
import { exportLeads, exportSignups, visitor, type Visitor } from './support/leads.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))

/** The office's view: `pnpm leads <args>` on the browser tests' store. */
function leadsCli(...args: string[]): string {
  return execFileSync('pnpm', ['-s', 'leads', ...args], {
    cwd: root,
    env: { ...process.env, LEADS_DB: e2eLeadsDb(process.env.E2E_PORT ?? 3100), DATABASE_URL: undefined },
    encoding: 'utf8',
  })
}

/** Every address the page asked for, and every answer's status, to check what an address carried. */
function traffic(page: Page) {
  const urls: string[] = []
  const answers: { url: string; method: string; status: number; location: string | undefined }[] = []
  page.on('request', (request) => urls.push(request.url()))
  page.on('response', (response) =>
    answers.push({
      url: response.url(),
      method: response.request().method(),
      status: response.status(),
      location: response.headers().location,
    }),
  )
  return {
    urls,
    answers,
    expectNothingOf(person: Visitor) {
      for (const url of [...urls, ...answers.map((answer) => answer.location ?? '')]) {
        for (const personal of [person.email, person.lastName, person.address, encodeURIComponent(person.email), '555-0142', '5550142']) {
          expect(url, 'an address with personal data').not.toContain(personal)
        }
      }
    },
  }
}

async function fill(page: Page, formId: string, person: Visitor, consent = true) {
  const form = page.locator(`form[data-form-id="${formId}"]`)
  await form.locator('[name="firstName"]').fill(person.firstName)
  await form.locator('[name="lastName"]').fill(person.lastName)
  await form.locator('[name="email"]').fill(person.email)
  await form.locator('[name="phone"]').fill('(904) 555-0142')
  await form.locator('[name="address"]').fill(person.address)
  await form.locator('[name="city"]').fill(person.city)
  await form.locator('[name="zipCode"]').fill('32204')
  if (consent) await form.locator('[name="contactConsent"]').check()
  return form
}

async function sendAndThank(page: Page, path: string, formId: string, tag: string) {
  const person = visitor(tag)
  const seen = traffic(page)
  await page.goto(path, { waitUntil: 'domcontentloaded' })
  const form = await fill(page, formId, person)
  await form.locator('button[type="submit"]').click()
  await expect(page).toHaveURL(/\/thank-you(#[\w-]+)?$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You! We Have Your Request')
  const post = seen.answers.find((answer) => answer.method === 'POST')
  expect(post, 'the form was posted to its own page').toMatchObject({ status: 303, location: '/thank-you' })
  expect(new URL(post?.url ?? '').pathname).toBe(path)
  seen.expectNothingOf(person)
  // The office's list (columns cut to their width) shows it.
  expect(leadsCli('list', '--limit', '200')).toContain(person.email.slice(0, 25))
  expect(exportLeads().find((lead) => lead.email === person.email)).toMatchObject({
    formId,
    phone: '(904) 555-0142',
    zipCode: '32204',
    consent: { given: true, text: expect.stringContaining('Reply STOP'), pageUrl: expect.stringContaining(path) },
  })
  // A reload shows the thank-you page again and sends nothing twice.
  await page.reload({ waitUntil: 'domcontentloaded' })
  expect(exportLeads().filter((lead) => lead.email === person.email)).toHaveLength(1)
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, formId] of [
    ['/contact', 'contact-page-form'],
    ['/pest-control/ants', 'ant-control-form'],
    ['/', 'home-page-form'],
  ]) {
    test(`the ${formId} on ${path} stores the lead and shows the thank-you page`, async ({ page }) => {
      await sendAndThank(page, path ?? '/', formId ?? '', formId ?? 'form')
    })
  }

  test('without consent the page says so beside the box, keeps what was typed, and stores nothing', async ({ page }) => {
    const person = visitor('no-consent')
    const seen = traffic(page)
    await page.goto('/contact')
    const form = await fill(page, 'contact-page-form', person, false)
    await form.locator('[name="phone"]').fill('(104) 555-0142')
    await form.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/contact#contact-page-form$/)
    const shown = page.locator('form[data-form-id="contact-page-form"]')
    await expect(shown.locator('#contact-page-form-consent-error')).toHaveText('Please check the consent box to continue.')
    await expect(shown.locator('#contact-page-form-phone-error')).toHaveText('Please enter a valid phone number')
    await expect(shown.locator('[name="contactConsent"]')).toHaveAttribute('aria-invalid', 'true')
    await expect(shown.locator('[name="lastName"]')).toHaveValue(person.lastName)
    await expect(shown.locator('[name="email"]')).toHaveValue(person.email)
    await expect(shown.locator('[name="phone"]')).toBeFocused()
    seen.expectNothingOf(person)
    expect(exportLeads().find((lead) => lead.email === person.email)).toBeUndefined()
    // Fixed and sent again from the page it came back on.
    await shown.locator('[name="phone"]').fill('(904) 555-0142')
    await shown.locator('[name="contactConsent"]').check()
    await shown.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/thank-you(#[\w-]+)?$/)
    expect(exportLeads().filter((lead) => lead.email === person.email)).toHaveLength(1)
  })

  test('the header contact pop-up sends from its dialog, and comes back open with its messages', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/about')
    await page.getByRole('banner').getByRole('button', { name: 'Contact' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    const person = visitor('dialog')
    const form = await fill(page, 'header-contact-modal-form', person, false)
    await form.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/about#header-contact-modal-form$/)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByText('Please check the consent box to continue.').first()).toBeVisible()
    await expect(dialog.locator('[name="email"]')).toHaveValue(person.email)
    await dialog.locator('[name="contactConsent"]').check()
    await dialog.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/thank-you(#[\w-]+)?$/)
    expect(exportLeads().find((lead) => lead.email === person.email)).toMatchObject({ formId: 'header-contact-modal-form' })
  })

  test('the newsletter box and the opt-out form have thank-you pages of their own', async ({ page }) => {
    const email = `reader-${Date.now()}@example.com`
    await page.goto('/blog')
    const box = page.locator('form[data-form-id="blog-newsletter-form"]')
    await box.locator('[name="email"]').fill(email)
    await box.getByRole('checkbox').check()
    await box.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/thank-you\/newsletter(#[\w-]+)?$/)
    expect(exportSignups().map((signup) => signup.email)).toContain(email)

    const stop = `stop-${Date.now()}@example.com`
    await page.goto('/opt-out')
    const form = page.locator('form[data-opt-out-form]')
    await form.locator('[name="email"]').fill('not-an-address')
    await form.locator('button[type="submit"]').click()
    await expect(page).toHaveURL(/\/opt-out#opt-out-form$/)
    await expect(page.locator('form[data-opt-out-form]').getByRole('alert')).toHaveText('Please enter a valid email address.')
    await page.locator('form[data-opt-out-form] [name="email"]').fill(stop)
    await page.locator('form[data-opt-out-form]').getByLabel('Text messages and marketing calls').check()
    await page.locator('form[data-opt-out-form] button[type="submit"]').click()
    await expect(page).toHaveURL(/\/thank-you\/opt-out(#[\w-]+)?$/)
    expect(leadsCli('opt-outs', '--format', 'json')).toContain(stop)
  })

  test('the phone menu opens and reaches every page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await page.goto('/')
    const panel = page.getByRole('navigation', { name: 'Main' })
    await expect(panel).toBeHidden()
    await page.locator('summary', { hasText: 'Menu' }).click()
    await expect(panel).toBeVisible()
    await panel.locator('summary', { hasText: 'Pest Control' }).click()
    await panel.getByRole('link', { name: 'Ant Control', exact: true }).click()
    await expect(page).toHaveURL(/\/pest-control\/ants$/)
    // By keyboard: Tab to the menu, Enter opens it.
    await page.locator('summary', { hasText: 'Menu' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.locator('summary', { hasText: 'Lawn Treatments' })).toBeFocused()
  })
})

test('with the scripts held back, a visitor who sends the home-page form gets the thank-you page', async ({ page }) => {
  const scripts = await holdRequests(page, '**/_next/static/chunks/**')
  await sendAndThank(page, '/', 'home-page-form', 'held-scripts')
  expect(scripts.count(), 'the page asked for its scripts, which never came').toBeGreaterThan(0)
})
