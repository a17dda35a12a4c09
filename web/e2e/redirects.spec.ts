import { appendFileSync, copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { redirectsQuery } from '@site/sanity'
import { query } from './support/content-query'
import { startInstance } from './support/instance'

// The old site's addresses (the legacy redirects), plus the route table's aliases: every old
// address answers ONE permanent redirect to its new page, with or without the trailing slash, query
// string kept.
const LEGACY: Record<string, string> = {
  '/lawn-treatment': '/services/lawn-programs',
  '/tree-maintenance': '/services/tree-shrub',
  '/aeration': '/services/aeration',
  '/pest-control': '/pest-control',
  '/fire-ant-programs': '/services/ant-control',
  '/faqs': '/faq',
  '/contact-us': '/contact',
  '/contact-us/careers': '/contact',
  '/specials': '/specials',
  '/locations': '/locations/jacksonville',
  '/privacy': '/privacy-policy',
  '/terms-conditions': '/terms-of-use',
  '/home-columns': '/',
  '/home-top-content': '/',
  '/home-bottom-columns': '/',
  '/resources': '/blog',
  '/sitemap': '/sitemap.xml',
  '/spring-lawn-care-jacksonville': '/blog/spring-lawn-care-jacksonville',
  '/top-5-pests-jacksonville': '/blog/top-5-pests-jacksonville',
  '/summer-lawn-care-jacksonville-survival': '/blog/summer-lawn-care-jacksonville-survival',
  '/pest-inspections-north-florida': '/blog/pest-inspections-north-florida',
  '/fire-ant-identification-elimination': '/blog/fire-ant-identification-elimination',
  '/winter-lawn-care-north-florida': '/blog/winter-lawn-care-north-florida',
  // Slugs chosen for the old articles with no known slug (packages/content/src/documents/redirects.ts).
  '/personal-touch-family-owned-lawn-care': '/about',
  '/benefits-of-core-aeration': '/services/aeration',
  '/when-to-aerate-your-lawn': '/services/aeration',
  // Aliases.
  '/tree-shrub': '/services/tree-shrub',
  '/tree-and-shrub': '/services/tree-shrub',
}

const QUERY = '?utm_source=old-site&utm_campaign=spring%20promo&x=1'

/** A Location naming `to`: same path and the same query parameters in the same order. Next hands the
 * proxy a re-serialized URL, so a space sent as %20 comes back as "+", which decodes the same. */
function expectLocation(location: string | undefined, to: string, message: string) {
  const actual = new URL(location ?? '', 'http://x')
  const expected = new URL(to, 'http://x')
  expect(location?.startsWith('/'), `${message}: a path of this site`).toBe(true)
  expect(actual.pathname, message).toBe(expected.pathname)
  expect([...actual.searchParams], message).toEqual([...expected.searchParams])
}

async function expectOneHop(request: APIRequestContext, from: string, to: string) {
  const response = await request.get(from, { maxRedirects: 0 })
  expect(response.status(), `${from} status`).toBe(308)
  const location = response.headers()['location']
  expectLocation(location, to, `${from} Location`)
  const next = await request.get(location ?? to, { maxRedirects: 0 })
  expect([301, 302, 303, 307, 308], `${to} (from ${from}) must not redirect again`).not.toContain(next.status())
}

test('every legacy address answers one 308 to its new page, with and without the trailing slash, query kept', async ({ request }) => {
  for (const [path, destination] of Object.entries(LEGACY)) {
    if (path !== destination) {
      await expectOneHop(request, path, destination)
      await expectOneHop(request, `${path}${QUERY}`, `${destination}${QUERY}`)
    }
    await expectOneHop(request, `${path}/`, destination)
    await expectOneHop(request, `${path}/${QUERY}`, `${destination}${QUERY}`)
  }
})

test('old addresses match whatever their case', async ({ request }) => {
  await expectOneHop(request, '/Lawn-Treatment/', '/services/lawn-programs')
  await expectOneHop(request, '/CONTACT-US/Careers?ref=x', '/contact?ref=x')
})

test('every redirect document of the content answers, and the seeds cover every old address', async ({ request }) => {
  const redirects = await query(redirectsQuery)
  expect(redirects.length).toBeGreaterThan(0)
  for (const redirect of redirects) {
    const response = await request.get(redirect.source, { maxRedirects: 0 })
    expect(response.status(), redirect.source).toBe(redirect.permanent === false ? 307 : 308)
    expect(response.headers()['location']).toBe(redirect.destination)
  }
  const sources = new Set(redirects.map((redirect) => redirect.source.toLowerCase()))
  const missing = Object.entries(LEGACY).filter(([path, destination]) => path !== destination && !sources.has(path))
  expect(missing).toEqual([])
})

test('any other address with a trailing slash loses it in one hop; the rest is served as is', async ({ request }) => {
  await expectOneHop(request, '/pricing/?a=1&b=2', '/pricing?a=1&b=2')
  await expectOneHop(request, '/blog/spring-lawn-care-jacksonville/', '/blog/spring-lawn-care-jacksonville')
  const home = await request.get('/?utm_source=x', { maxRedirects: 0 })
  expect(home.status()).toBe(200)
  const sitemap = await request.get('/sitemap.xml', { maxRedirects: 0 })
  expect(sitemap.status()).toBe(200)
})

test('a browser following an old address with a query lands on the new page with the query', async ({ page }) => {
  // The address the browser landed on, read from the navigation itself: half a second after the
  // page runs, the attribution tracker takes the utm parameters out of the address bar.
  const response = await page.goto(`/lawn-treatment/${QUERY}`)
  const url = new URL(response?.url() ?? '')
  expectLocation(`${url.pathname}${url.search}`, `/services/lawn-programs${QUERY}`, 'address after the redirect')
})

test('a redirect document whose destination a browser resolves to another site never sends anyone there', async ({ request }) => {
  test.setTimeout(90_000)
  // Published as documents (an API import skips Studio's validation): each would be a Location on another host.
  const unsafe = [
    '/.//evil.example',
    '/x/..//evil.example',
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2F%2Fevil.example',
    '/\\evil.example',
  ]
  const scratch = mkdtempSync(join(tmpdir(), 'e2e-unsafe-redirects-'))
  const dataset = join(scratch, 'dataset.ndjson')
  copyFileSync(process.env.CONTENT_DATASET ?? new URL('../content/dataset.ndjson', import.meta.url).pathname, dataset)
  appendFileSync(
    dataset,
    unsafe
      .map(
        (destination, index) =>
          `\n${JSON.stringify({ _id: `redirect-unsafe-${index}`, _type: 'redirect', source: `/unsafe-${index}`, destination, permanent: true })}`,
      )
      .join(''),
  )
  // The deployed server (serving/start.ts), which answers an unknown address such as /unsafe-0 itself.
  const server = await startInstance('unsafe redirects', { CONTENT_DATASET: dataset, LEADS_DB: join(scratch, 'leads.db') })
  try {
    for (const [index, destination] of unsafe.entries()) {
      for (const path of [`/unsafe-${index}`, `/unsafe-${index}/`]) {
        const response = await request.get(`${server.url}${path}`, { maxRedirects: 0 })
        const location = response.headers()['location']
        expect(location === undefined || /^\/(?![/\\])/.test(location), `${path} (to ${destination}): Location ${location}`).toBe(true)
      }
    }
    // A safe document next to them still answers.
    await expectOneHop(request, `${server.url}/lawn-treatment`, '/services/lawn-programs')
  } finally {
    await server.kill()
    rmSync(scratch, { recursive: true, force: true })
  }
})
