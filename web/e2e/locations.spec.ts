import { expect, test } from './support/test.ts'
import { ofType, type LocationDoc } from './support/dataset'
import { exportLeads, fillValidLead, leadRequests, visitor } from './support/leads'

const towns = ofType<LocationDoc>('location')

test('there are twelve towns', () => {
  expect(towns).toHaveLength(12)
})

for (const town of towns) {
  test(`town page ${town.slug.current} shows its population, ZIP codes and a named estimate button`, async ({ page }) => {
    const response = await page.goto(`/locations/${town.slug.current}`)
    expect(response?.status()).toBe(200)
    const details = page.locator('section[aria-labelledby="details-heading"]')
    await expect(details).toContainText(town.population)
    for (const zip of town.zipCodes) await expect(details).toContainText(zip)
    expect(await details.locator('li').count()).toBeGreaterThanOrEqual(5)
    await expect(page.getByRole('button', { name: new RegExp(town.name) }).last()).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/locations/${town.slug.current}$`))
  })
}

test('the estimate pop-up of a town page opens and closes', async ({ page }) => {
  await page.goto('/locations/st-johns')
  await page.getByRole('button', { name: 'Get Free Estimate' }).first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('form[data-form-id="location-estimate-modal-form"]')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('an unknown town shows Jacksonville, canonical to it and not indexed', async ({ page }) => {
  const response = await page.goto('/locations/springfield-il')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jacksonville')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/locations\/jacksonville$/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
})

test('the estimate pop-up posts "Generic Location Page" on an unknown town and "Location Page" on a known one', async ({ page }) => {
  for (const [path, pageName] of [
    ['/locations/springfield-il', 'Generic Location Page'],
    ['/locations/st-johns', 'Location Page'],
  ] as const) {
    const sent = leadRequests(page)
    const person = visitor('town-modal')
    await page.goto(path)
    await page.getByRole('button', { name: 'Get Free Estimate' }).first().click()
    const form = page.getByRole('dialog').locator('form[data-form-id="location-estimate-modal-form"]')
    await fillValidLead(form, person)
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('button[type="submit"]')).toHaveText(/Thank You!/)
    expect(JSON.parse(sent[0] ?? '{}').leadData).toMatchObject({ submission_form_id: 'location-estimate-modal-form', page_name: pageName })
    const stored = exportLeads().find((lead) => lead.email === person.email)
    expect(stored?.payload.leadData.page_name, path).toBe(pageName)
  }
})
