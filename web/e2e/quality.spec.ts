import AxeBuilder from '@axe-core/playwright'
import { expect, test } from './support/test.ts'
import { sitePaths } from './support/dataset'
import { sitemapPaths } from './support/sitemap'

// Every sitemap page, and the 404 page, in a phone-sized window: it answers its status (200; 404),
// logs no error, loads every resource, never scrolls sideways at 360 px and passes axe-core's
// WCAG 2.2 A and AA rules.
// Tests are listed from the dataset (collection cannot wait for a server); the first test proves
// that list is exactly the sitemap's.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
const paths = sitePaths()

test('the sitemap lists exactly the pages the content defines', async ({ request }) => {
  expect((await sitemapPaths(request)).sort()).toEqual(paths)
})

test.use({ viewport: { width: 360, height: 780 } })

// The 404 page of a made-up address is in no sitemap but is a page visitors land on.
const pages: { path: string; status: number }[] = [
  ...paths.map((path) => ({ path, status: 200 })),
  { path: '/an-old-link-from-somewhere', status: 404 },
]

for (const { path, status } of pages) {
  test(`quality ${path}`, async ({ page }) => {
    const problems: string[] = []
    // The browser reports a 404 answer as an error, the document's own included.
    const isOwnStatus = (url: string) => status !== 200 && new URL(url).pathname === path
    page.on('console', (message) => {
      if (message.type() === 'error' && !isOwnStatus(message.location().url)) problems.push(`console: ${message.text()}`)
    })
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
    page.on('requestfailed', (request) => problems.push(`failed: ${request.url()} ${request.failure()?.errorText ?? ''}`))
    page.on('response', (response) => {
      if (response.status() >= 400 && !isOwnStatus(response.url())) problems.push(`${response.status()}: ${response.url()}`)
    })
    const response = await page.goto(path, { waitUntil: 'networkidle' })
    expect(response?.status()).toBe(status)
    // Bring lazy images in so their requests are checked too.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 700) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 40))
      }
    })
    await page.waitForLoadState('networkidle')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, 'horizontal scroll at 360 px').toBeLessThanOrEqual(0)
    const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
    const violations = results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
    expect(violations).toEqual([])
    expect(problems).toEqual([])
  })
}
