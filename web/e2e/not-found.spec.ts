import { expect, test } from './support/test.ts'
import { notFoundQuery } from '@site/sanity'
import { query } from './support/content-query'

test('an unknown address answers 404 with the designed page, header, phone link, footer and the main services', async ({ page }) => {
  const content = await query(notFoundQuery)
  expect(content).not.toBeNull()
  if (!content) return
  const response = await page.goto('/this-page-does-not-exist')
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(/\S/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading)
  await expect(page.getByRole('banner').locator('a[href^="tel:"]').first()).toBeVisible()
  await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1)
  await expect(page.locator('main a[href="/"]')).toHaveCount(1)
  for (const service of content.services) {
    await expect(page.locator('main').getByRole('link', { name: service.title })).toHaveAttribute('href', service.href ?? '')
  }
  await expect(page.locator('footer')).toBeVisible()
})

test('an unknown address under a real section is a 404 too', async ({ request }) => {
  expect((await request.get('/services/no-such-service')).status()).toBe(404)
})
