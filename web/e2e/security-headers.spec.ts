// Security headers on every kind of response, read as a browser receives them from the
// production server: every page type, redirects, the 404 page, metadata files, share images, API
// answers and content files. Plus the endpoints that change things: none answers without proof.
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readPreviewModeId } from '../serving/preview-mode-id'
import { expect, test } from './support/test.ts'
import { ofType, type Doc } from './support/dataset'
import { leadBody } from './support/kill-server'
import { expectFixedHeaders, expectPagePolicy, parsePolicy } from './support/security'
import { SIGNATURE_HEADER, signWebhook } from './support/webhook'

type Slugged = Doc & { slug: { current: string } }
const pages = ofType<Doc & { path: string }>('page').map((page) => page.path)
const first = <T extends Slugged>(type: string) => ofType<T>(type)[0]?.slug.current

// One address of each page type the site has, derived from the content.
const PAGE_TYPES: [string, string][] = [
  ['home', '/'],
  ['service page', pages.find((path) => path.startsWith('/services/')) ?? '/'],
  ['pest landing page', pages.find((path) => path.startsWith('/pest-control/')) ?? '/'],
  ['pricing', '/pricing'],
  ['priced estimate (rendered per request)', '/pricing/estimate?plan=lawn-program&sqft=6500'],
  ['contact', pages.find((path) => path === '/contact') ?? '/'],
  ['town', `/locations/${first('location')}`],
  ['unknown town (fallback)', '/locations/no-such-town'],
  ['blog', '/blog'],
  ['article', `/blog/${first('post')}`],
  ['category', `/blog/category/${first('category')}`],
  ['quiz', pages.find((path) => path.includes('quiz')) ?? '/'],
  ['legal page', pages.find((path) => /privacy|terms/.test(path)) ?? '/'],
  ['not found', '/no-such-page'],
  ['missing file under /_next', '/_next/static/no-such-file.js'],
  ['legacy redirect', (ofType<Doc & { source: string }>('redirect')[0]?.source ?? '/old/') + '/'],
  ['trailing-slash redirect', '/pricing/'],
  ['sitemap', '/sitemap.xml'],
  ['robots', '/robots.txt'],
]

test('every page type carries the page policy and the fixed headers', async ({ request }) => {
  for (const [name, path] of PAGE_TYPES) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), `${name} ${path}`).toBeLessThan(500)
    expectPagePolicy(response.headers(), `${name} ${path}`)
  }
})

test('share images, API answers and content files carry a policy that lets nothing run', async ({ request, page }) => {
  await page.goto('/')
  const shareImage = await page.locator('meta[property="og:image"]').getAttribute('content')
  const image = await request.get(new URL(shareImage!).pathname)
  expect(image.status()).toBe(200)
  expectPagePolicy(image.headers(), 'share image')

  const asset = await page.locator('img[src*="content-assets"], img[srcset*="content-assets"]').first().getAttribute('src')
  const file = decodeURIComponent(asset!).match(/\/content-assets\/[^&?]+/)?.[0]
  const content = await request.get(file!)
  expectFixedHeaders(content.headers(), 'content file')
  expect(parsePolicy(content.headers()['content-security-policy']).get('default-src')).toEqual(["'none'"])
  expect(content.headers()['content-security-policy']).toContain('sandbox')

  for (const answer of [
    await request.get('/api/health'),
    await request.post('/api/leads', { data: { broken: true } }),
    await request.post('/api/revalidate', { data: { _type: 'page' } }),
  ]) {
    expectFixedHeaders(answer.headers(), answer.url())
    expect(parsePolicy(answer.headers()['content-security-policy']).get('default-src'), answer.url()).toEqual(["'none'"])
    expect(answer.headers()['x-frame-options']).toBe('DENY')
  }
})

test('the publish webhook refuses unsigned and wrongly signed calls', async ({ request }) => {
  const body = JSON.stringify({ _type: 'plan', slug: ['lawn-program'] })
  const unsigned = await request.post('/api/revalidate', { headers: { 'Content-Type': 'application/json' }, data: body })
  expect(unsigned.status()).toBe(401)
  const forged = await request.post('/api/revalidate', {
    headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signWebhook(body, 'a-guessed-secret') },
    data: body,
  })
  expect(forged.status()).toBe(401)
  // The browser tests' server has no secret configured, so even a "correct" guess is refused.
  expect(await forged.json()).not.toHaveProperty('revalidated')
})

test('draft mode cannot be switched on without the Studio secret', async ({ request }) => {
  const enable = await request.get('/api/draft-mode/enable?sanity-preview-secret=guess&sanity-preview-pathname=/', { maxRedirects: 0 })
  expect([401, 404]).toContain(enable.status())
  expect(enable.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
  // A hand-made draft cookie is not draft mode: the policy stays closed to framing.
  const forged = await request.get('/', { headers: { Cookie: '__prerender_bypass=forged' } })
  expectPagePolicy(forged.headers(), 'page with a forged draft cookie')
})

// Next's draft-mode cookie with this build's value, as the enable route sets it for the Studio.
const PREVIEW_ID = readPreviewModeId(fileURLToPath(new URL('../.next', import.meta.url)))

test('in draft mode every route answers private, no-store, so no cache keeps a draft', async ({ request }) => {
  const routes = [
    ...PAGE_TYPES.filter(([name]) => !/redirect|missing file|not found/.test(name)).map(([, path]) => path),
    '/thank-you',
    '/service-area?zip=32259',
    '/api/service-area?zip=32259',
    '/api/proxy-config',
    `/og/post/${first('post')}`,
  ]
  for (const path of routes) {
    const published = await request.get(path, { maxRedirects: 0 })
    const draft = await request.get(path, { maxRedirects: 0, headers: { Cookie: `__prerender_bypass=${PREVIEW_ID}` } })
    expect(draft.status(), path).toBe(published.status())
    const cacheControl = draft.headers()['cache-control'] ?? ''
    expect(cacheControl, `${path} in draft mode`).toContain('private')
    expect(cacheControl, `${path} in draft mode`).toContain('no-store')
  }
})

test('no HTTP route hands out leads: the route list is known and the lead routes only accept posts', async ({ request }) => {
  const app = fileURLToPath(new URL('../src/app/', import.meta.url))
  const routes = (readdirSync(app, { recursive: true }) as string[])
    .filter((file) => /(^|\/)route\.tsx?$/.test(file))
    .map((file) => `/${relative(app, join(app, file)).replace(/\/route\.tsx?$/, '')}`)
    .sort()
  // A new route must be reviewed here: who may call it, and what it reveals.
  expect(routes).toEqual([
    '/api/draft-mode/disable', // leaves draft mode; redirects to a path of this site only
    '/api/draft-mode/enable', // needs the Studio's one-time secret (next-sanity), off without a token
    '/api/health', // public: whether the lead store and the content source answer (part names only)
    '/api/leads', // POST only: stores a lead, answers its id and its visit-window token
    '/api/leads/[id]/visit-window', // POST only, with the lead's token: asks for a window, answers the window
    '/api/newsletter', // POST only: stores a sign-up, answers its id
    '/api/opt-out', // POST only: stores a withdrawal of consent, answers {ok} and nothing stored
    '/api/revalidate', // POST with a signature made with SANITY_REVALIDATE_SECRET
    '/api/service-area', // public: whether a ZIP code is served, from the published town documents
    '/api/visit-windows', // public: the open visit windows and the picker's words, nothing of any lead
    '/api/visits/manage', // POST only, with the visitor's signed key: moves or cancels that lead's visit, answers a redirect
    '/api/visits/office', // POST only, with the office's signed key: decides on that lead's visit, answers a redirect
    '/og/[...key]', // share images
  ])
  const email = `no-export-${Date.now()}@example.com`
  expect((await request.post('/api/leads', { data: leadBody(email) })).status()).toBe(201)
  const { id } = await (await request.post('/api/leads', { data: leadBody(`windowed-${email}`) })).json()
  for (const path of [
    '/api/leads',
    '/api/newsletter',
    '/api/opt-out',
    '/api/leads?format=csv',
    '/api/leads/export',
    `/api/leads/${id}/visit-window`,
    '/api/visits/office',
    `/api/visits/manage?lead=${id}`,
  ]) {
    const response = await request.get(path)
    expect(response.status(), path).toBeGreaterThanOrEqual(400)
    expect(await response.text(), path).not.toContain(email)
  }
  expect(await (await request.get('/api/visit-windows')).text()).not.toContain(email)
})
