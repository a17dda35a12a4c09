// Addresses no document stands behind, as a stranger sends them by the thousand: each is answered
// (the fallback town page, or the designed 404) without leaving a cache entry of its own on disk, and
// a malformed percent-encoding is a 404 on every kind of route, never a 500.
import { readdirSync } from 'node:fs'
import { rawGetStatus } from './support/raw-request'
import { expect, test } from './support/test.ts'

const routeCache = new URL('../.next/standalone/web/.next/server/route-cache', import.meta.url).pathname

function cacheFiles(): number {
  try {
    return readdirSync(routeCache, { recursive: true }).length
  } catch {
    return 0
  }
}

const madeUp = (index: number) => [
  `/locations/made-up-town-${index}`,
  `/blog/made-up-article-${index}`,
  `/blog/category/made-up-${index}`,
  `/services/made-up-${index}`,
  `/made-up-page-${index}`,
  `/og/post/made-up-${index}`,
  `/og/page/made-up-${index}`,
]

test('made-up addresses on every dynamic route add no file to the route cache', async ({ request }) => {
  // One round first: each route's one fixed answer may be rendered and kept once.
  for (const path of madeUp(0)) await request.get(path)
  const before = cacheFiles()
  for (let index = 1; index <= 25; index++) {
    for (const path of madeUp(index)) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(path.startsWith('/locations/') ? 200 : 404)
    }
  }
  expect(cacheFiles()).toBe(before)
})

test('an unknown town still shows the fallback page, kept out of search results', async ({ page }) => {
  await page.goto('/locations/made-up-town-for-the-fallback')
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/locations\/jacksonville$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('a malformed percent-encoding is a 404 on every kind of route', async ({ baseURL }) => {
  const paths = [
    '/x%',
    '/%',
    '/blog/%E0%A4%A',
    '/blog/category/%zz',
    '/locations/%zz',
    '/services/%E0',
    '/og/post/%',
    '/api/leads/%E0',
    '/api/service-area%',
    '/_next/static/%E0',
    '/content-assets/%zz',
    '/pricing/estimate%',
  ]
  const statuses = []
  for (const path of paths) statuses.push(`${path} ${await rawGetStatus(baseURL ?? '', path)}`)
  expect(statuses).toEqual(paths.map((path) => `${path} 404`))
})
