import { expect, test } from './support/test.ts'
import type { Page } from '@playwright/test'
import { notFoundQuery } from '@site/sanity'
import { query } from './support/content-query'

async function expectDesigned404(page: Page, path: string) {
  const content = await query(notFoundQuery)
  expect(content).not.toBeNull()
  if (!content) return
  const response = await page.goto(path)
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(/\S/)
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.heading)
  await expect(page.getByRole('banner').locator('a[href^="tel:"]').filter({ visible: true })).toHaveCount(1)
  await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1)
  await expect(page.locator('main a[href="/"]')).toHaveCount(1)
  for (const service of content.services) {
    await expect(page.locator('main').getByRole('link', { name: service.title })).toHaveAttribute('href', service.href ?? '')
  }
  await expect(page.locator('footer')).toBeVisible()
}

test('an unknown address answers 404 with the designed page, header, phone link, footer and the main services', async ({ page }) => {
  await expectDesigned404(page, '/this-page-does-not-exist')
})

test('an unknown address under a real section is a 404 too', async ({ request }) => {
  expect((await request.get('/services/no-such-service')).status()).toBe(404)
})

test('the 404 page is an address of its own to nobody: asked for by name it is a 404 as well', async ({ request }) => {
  const response = await request.get('/_missing')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).toMatch(/text\/html/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  // The server writes the whole 404 page: a visitor whose scripts are off, blocked or still on their
  // way sees it, not an empty document that only scripts would fill.
  for (const path of ['/this-page-does-not-exist', '/blog/no-such-article', '/x%25', '/blog/page/999']) {
    test(`${path} shows the designed 404 page`, async ({ page }) => {
      await expectDesigned404(page, path)
    })
  }
})
