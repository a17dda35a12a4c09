// Draft mode in local mode: there are no drafts without a Sanity project, so the Presentation tool's
// enable route is off, and published pages carry no preview overlay.
import { expect, test } from './support/test.ts'

test('the draft-mode enable route is off without a Sanity project and token', async ({ request }) => {
  const response = await request.get('/api/draft-mode/enable?sanity-preview-secret=guess&sanity-preview-pathname=/', { maxRedirects: 0 })
  expect(response.status()).toBe(404)
  expect(response.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
})

test('the disable route goes back to a page of this site only', async ({ request }) => {
  const back = await request.get('/api/draft-mode/disable?redirect=/blog', { maxRedirects: 0 })
  expect(back.status()).toBe(307)
  expect(back.headers()['location']).toBe('/blog')
  const away = await request.get('/api/draft-mode/disable?redirect=//evil.example/', { maxRedirects: 0 })
  expect(away.headers()['location']).toBe('/')
})

test('published pages load no visual-editing code', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''))
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(scripts.length).toBeGreaterThan(0)
  // A string of the overlay's message protocol, present only in its lazily loaded chunk.
  expect(scripts.filter((code) => code.includes('visual-editing/focus'))).toEqual([])
})
