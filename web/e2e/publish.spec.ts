// Publish -> live in local mode: staff (or a script) change the dataset file the site reads, Sanity's
// signed webhook names the changed document, and the next visitor sees the change without a restart
// or a rebuild. Runs on its own server over its own copy of the dataset, so other tests never see the
// edited price.
import { copyFileSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { documents, ofType, type Doc } from './support/dataset'
import { startOwnServer, type OwnServer } from './support/own-server'
import { SIGNATURE_HEADER, signWebhook } from './support/webhook'

const SECRET = 'e2e-publish-webhook-secret-0123456789abcdef'
const SOURCE = process.env.CONTENT_DATASET ?? new URL('../content/dataset.ndjson', import.meta.url).pathname

type PlanDoc = Doc & { name: string; price: number }
const plan = documents.find((doc) => doc._id === 'plan-lawn-program') as PlanDoc
const hasPricingPage = documents.some((doc) => doc._type === 'page' && doc.path === '/pricing')
const newPrice = plan.price + 7

let server: OwnServer
let scratch: string
let datasetFile: string

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'e2e-publish-'))
  datasetFile = join(scratch, 'dataset.ndjson')
  copyFileSync(SOURCE, datasetFile)
  server = await startOwnServer({ CONTENT_DATASET: datasetFile, SANITY_REVALIDATE_SECRET: SECRET, LEADS_DB: join(scratch, 'leads.db') })
})

test.afterAll(async () => {
  await server?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

/** Writes `change` into one document of the server's dataset, as a publish would. */
function editDocument(id: string, change: Record<string, unknown>) {
  const lines = readFileSync(datasetFile, 'utf8').split('\n')
  const edited = lines.map((line) => {
    if (!line.includes(`"${id}"`)) return line
    const doc = JSON.parse(line) as Doc
    return doc._id === id ? JSON.stringify({ ...doc, ...change }) : line
  })
  writeFileSync(datasetFile, edited.join('\n'))
}

const setPlanPrice = (price: number) => editDocument(plan._id, { price })

const webhookBody = JSON.stringify({ _id: plan._id, _type: 'plan', slug: null })

async function expectPrices(page: Page, price: number) {
  await page.goto(`${server.baseURL}/`)
  // The home hero says "Plans from {price:lawn-program}/month".
  await expect(page.locator('main')).toContainText(`Plans from $${price}/month`)
  if (hasPricingPage) {
    await page.goto(`${server.baseURL}/pricing`)
    const card = page.locator('article', { has: page.getByRole('heading', { name: plan.name, exact: true }) })
    await expect(card.first()).toContainText(`$${price}/month`)
  }
}

test('a signed webhook puts an edited price live on the next request; an unsigned one changes nothing', async ({ page, request }) => {
  test.info().annotations.push({
    type: 'pages',
    description: hasPricingPage ? 'checked on / and /pricing' : '/pricing is not in this dataset yet: checked on / only',
  })
  await expectPrices(page, plan.price)

  setPlanPrice(newPrice)
  const unsigned = await request.post(`${server.baseURL}/api/revalidate`, {
    data: webhookBody,
    headers: { 'content-type': 'application/json' },
  })
  expect(unsigned.status()).toBe(401)
  const forged = await request.post(`${server.baseURL}/api/revalidate`, {
    data: webhookBody,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(webhookBody, 'not-the-secret') },
  })
  expect(forged.status()).toBe(401)
  // The file changed, but without a valid signature nothing was revalidated: visitors still see the published page.
  await expectPrices(page, plan.price)

  const signed = await request.post(`${server.baseURL}/api/revalidate`, {
    data: webhookBody,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(webhookBody, SECRET) },
  })
  expect(signed.status()).toBe(200)
  expect(await signed.json()).toEqual({ revalidated: true, tags: ['plan'] })
  await expectPrices(page, newPrice)
})

test('a signed body without _type is refused with 400', async ({ request }) => {
  const body = JSON.stringify({ _id: plan._id })
  const response = await request.post(`${server.baseURL}/api/revalidate`, {
    data: body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(body, SECRET) },
  })
  expect(response.status()).toBe(400)
})

// Cache tags follow each page's own sections: a review shows on the home page (its reviews section),
// so publishing one refreshes that page and leaves a page without reviews in the cache.
type PageDoc = Doc & { path: string; sections?: { _type: string; testimonials?: { _ref: string }[] }[] }
const pages = ofType<PageDoc>('page')
const reviewsOf = (path: string) => pages.find((doc) => doc.path === path)?.sections?.find((s) => s._type === 'testimonialsSection')

test('a published review reaches the page that shows it; a page without reviews stays cached', async ({ request }) => {
  const reviewId = reviewsOf('/')?.testimonials?.[0]?._ref
  if (!reviewId) throw new Error('The dataset needs a reviews section on the home page')
  expect(reviewsOf('/about'), '/about shows no reviews').toBeUndefined()
  const cacheOf = async (path: string) => (await request.get(`${server.baseURL}${path}`)).headers()['x-nextjs-cache']
  // Earlier tests published a plan, which every page shows: visit until both pages are cached again.
  await expect.poll(() => cacheOf('/about')).toBe('HIT')
  await expect.poll(() => cacheOf('/')).toBe('HIT')

  const text = `A review edited by the publish test ${Date.now()}.`
  editDocument(reviewId, { text })
  const body = JSON.stringify({ _id: reviewId, _type: 'testimonial', slug: null })
  const signed = await request.post(`${server.baseURL}/api/revalidate`, {
    data: body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(body, SECRET) },
  })
  expect(signed.status()).toBe(200)

  expect(await cacheOf('/about')).toBe('HIT')
  expect(await (await request.get(`${server.baseURL}/`)).text()).toContain(text)
})

test("a review staff make real, with the customer's permission, reaches its town page and its service's page", async ({
  page,
  request,
}) => {
  const id = 'testimonial-yulee'
  const town = documents.find((doc) => doc._id === 'location-yulee') as Doc & { slug: { current: string } }
  const service = pages.find((doc) => doc.path === '/pest-control/roaches')
  if (!documents.some((doc) => doc._id === id) || !town || !service)
    throw new Error('The dataset needs the Yulee review, town and roach page')
  const text = `Real words from a Yulee customer ${Date.now()}.`
  editDocument(id, {
    text,
    sample: false,
    permission: true,
    source: 'google',
    date: '2025-05-12',
    town: { _type: 'reference', _ref: town._id },
    service: { _type: 'reference', _ref: service._id },
  })
  const body = JSON.stringify({ _id: id, _type: 'testimonial', slug: null })
  const signed = await request.post(`${server.baseURL}/api/revalidate`, {
    data: body,
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(body, SECRET) },
  })
  expect(signed.status()).toBe(200)

  for (const path of [`/locations/${town.slug.current}`, service.path]) {
    await page.goto(`${server.baseURL}${path}`)
    const card = page.locator('figure', { hasText: text })
    await expect(card, path).toBeVisible()
    await expect(card).toContainText('Google review, May 2025')
    await expect(card).not.toContainText('Sample review')
  }
})

test('with the content source gone, pages and legacy redirects still answer from what the server has', async ({ request }) => {
  test.setTimeout(60_000)
  const legacy = async () => {
    const answer = await request.get(`${server.baseURL}/contact-us`, { maxRedirects: 0 })
    return `${answer.status()} ${answer.headers()['location']}`
  }
  expect(await legacy()).toBe('308 /contact')
  // What the server has: pages an earlier publish in this file expired are rendered once more first.
  for (const path of ['/', '/about']) expect((await request.get(`${server.baseURL}${path}`)).status()).toBe(200)
  renameSync(datasetFile, `${datasetFile}.away`)
  try {
    // The proxy reads its table again every 10 s while it has visitors; that read now fails.
    await expect
      .poll(
        async () => {
          expect((await request.get(`${server.baseURL}/`)).status()).toBe(200)
          return server.output().includes('Proxy configuration unavailable')
        },
        { timeout: 30_000, intervals: [500] },
      )
      .toBe(true)
    expect(await legacy()).toBe('308 /contact')
    expect((await request.get(`${server.baseURL}/about`)).status()).toBe(200)
  } finally {
    renameSync(`${datasetFile}.away`, datasetFile)
  }
})
