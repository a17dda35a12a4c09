import type { Page } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { exportLeads, visitor } from './support/leads.ts'

// "Do we serve your area?" as a visitor meets it: the API's answers, the box on the home page, the
// contact page and a town page with JavaScript (answer in place, ZIP carried into the lead form)
// and without it (a plain GET form the server answers on /service-area).

const SERVED = 'Good news: we serve your ZIP code.'
const OUTSIDE = /outside our regular service area/

test('GET /api/service-area answers for the radius around the office and the town pages, 400 for anything but five digits', async ({
  request,
}) => {
  const served = await request.get('/api/service-area?zip=32259')
  expect(served.status()).toBe(200)
  expect(await served.json()).toEqual({ zip: '32259', served: true, town: { name: 'St. Johns', path: '/locations/st-johns' } })
  // Inside Jacksonville's range 32207-32211.
  expect(await (await request.get('/api/service-area?zip=32209')).json()).toMatchObject({ served: true, town: { name: 'Jacksonville' } })
  // The office's own ZIP code and its neighbours, which no town page lists: inside the 50 km radius.
  for (const zip of ['32256', '32223', '32257', '32225', '32277']) {
    expect(await (await request.get(`/api/service-area?zip=${zip}`)).json(), zip).toEqual({
      zip,
      served: true,
      town: { name: 'Jacksonville', path: '/locations/jacksonville' },
    })
  }
  // Orlando and Gainesville: far outside.
  for (const zip of ['32801', '32601'])
    expect(await (await request.get(`/api/service-area?zip=${zip}`)).json()).toEqual({ zip, served: false })
  for (const zip of ['', 'abcde', '3225', '322590']) {
    const refused = await request.get(`/api/service-area?zip=${zip}`)
    expect(refused.status(), zip).toBe(400)
    expect((await refused.json()).message).toBe('Please enter a five-digit ZIP code.')
  }
})

const zipBox = (page: Page) => page.locator('[data-zip-check]')

test.describe('with JavaScript', () => {
  test('the browser asks the server and never downloads the ZIP code table', async ({ page }) => {
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
    })
    await page.goto('/')
    const box = zipBox(page)
    await box.getByLabel('Your ZIP code').fill('32256')
    await box.getByRole('button', { name: 'Check My ZIP' }).click()
    await expect(box.getByRole('link', { name: /Jacksonville/ })).toHaveAttribute('href', '/locations/jacksonville?zip=32256')
    const bodies = await Promise.all(scripts)
    expect(bodies.length).toBeGreaterThan(0)
    // A place name only the table holds (a suburb of Atlanta).
    expect(bodies.filter((body) => body.includes('Avondale Estates'))).toEqual([])
  })

  test('the home page box answers in place and carries the ZIP into the estimate form, in or out of the area', async ({ page }) => {
    await page.goto('/')
    const box = zipBox(page)
    await expect(box.getByRole('heading', { name: 'Do We Serve Your Area?' })).toBeVisible()
    const form = page.locator('main form[data-form-id="home-page-form"]')

    await box.getByLabel('Your ZIP code').fill('32259')
    await box.getByRole('button', { name: 'Check My ZIP' }).click()
    await expect(box.getByText(SERVED)).toBeVisible()
    await expect(box.getByRole('link', { name: /St\. Johns/ })).toHaveAttribute('href', '/locations/st-johns?zip=32259')
    await expect(form.locator('[name="zipCode"]')).toHaveValue('32259')
    expect(page.url()).not.toContain('/service-area')

    // Out of the area: said plainly, the lead is still taken and stored as out of area.
    await box.getByLabel('Your ZIP code').fill('32801')
    await box.getByRole('button', { name: 'Check My ZIP' }).click()
    await expect(box.getByText(OUTSIDE)).toBeVisible()
    await expect(form.locator('[name="zipCode"]')).toHaveValue('32801')

    const person = visitor('zip')
    await form.locator('[name="firstName"]').fill(person.firstName)
    await form.locator('[name="lastName"]').fill(person.lastName)
    await form.locator('[name="email"]').fill(person.email)
    await form.locator('[name="phone"]').pressSequentially('9045550142')
    await form.locator('[name="address"]').fill(person.address)
    await form.locator('[name="city"]').fill('Orlando')
    await form.locator('[name="contactConsent"]').check()
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('button[type="submit"]')).toHaveText(/Thank You!/)
    const stored = exportLeads().find((lead) => lead.email === person.email)
    expect(stored).toMatchObject({ zipCode: '32801', serviceArea: 'out-of-area' })

    await box.getByLabel('Your ZIP code').fill('123')
    await box.getByRole('button', { name: 'Check My ZIP' }).click()
    await expect(box.getByRole('alert')).toHaveText('Please enter a five-digit ZIP code.')
  })

  test("the answer's link opens the town page, whose box and estimate form already hold the ZIP", async ({ page }) => {
    await page.goto('/contact')
    const box = zipBox(page)
    await box.getByLabel('Your ZIP code').fill('32259')
    await box.getByRole('button', { name: 'Check My ZIP' }).click()
    await expect(page.locator('form[data-form-id="contact-page-form"] [name="zipCode"]')).toHaveValue('32259')
    await box.getByRole('link', { name: /St\. Johns/ }).click()
    await expect(page).toHaveURL(/\/locations\/st-johns\?zip=32259$/)
    const townBox = zipBox(page)
    await expect(townBox.getByLabel('Your ZIP code')).toHaveValue('32259')
    await expect(townBox.getByText(SERVED)).toBeVisible()
    await expect(page.locator('form[data-form-id="location-estimate-modal-form"] [name="zipCode"]')).toHaveValue('32259')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the box is a plain form the server answers: served, outside the area, or not a ZIP code', async ({ page }) => {
    for (const path of ['/', '/locations/jacksonville']) {
      await page.goto(path)
      const box = zipBox(page)
      await box.getByLabel('Your ZIP code').fill('32259')
      await box.getByRole('button', { name: 'Check My ZIP' }).click()
      await expect(page).toHaveURL(/\/service-area\?zip=32259$/)
      await expect(page.getByRole('heading', { level: 1, name: 'Do We Serve Your Area?' })).toBeVisible()
      await expect(zipBox(page).getByText(SERVED)).toBeVisible()
      await expect(zipBox(page).getByRole('link', { name: /St\. Johns/ })).toHaveAttribute('href', '/locations/st-johns?zip=32259')
    }
    await zipBox(page).getByLabel('Your ZIP code').fill('32801')
    await zipBox(page).getByRole('button', { name: 'Check My ZIP' }).click()
    await expect(page.getByText(OUTSIDE)).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact?zip=32801')
    await expect(page.getByRole('main').getByRole('link', { name: /^Call / })).toBeVisible()

    await page.goto('/service-area?zip=abc')
    await expect(zipBox(page).getByRole('alert')).toHaveText('Please enter a five-digit ZIP code.')
    const robots = await page.locator('meta[name="robots"]').getAttribute('content')
    expect(robots).toContain('noindex')
  })
})
