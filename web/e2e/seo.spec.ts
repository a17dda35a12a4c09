import type { Browser, Page } from '@playwright/test'
import { expect, test } from './support/test.ts'
import {
  blogSettingsQuery,
  categoriesQuery,
  layoutQuery,
  locationQuery,
  pageQuery,
  postCardsQuery,
  redirectsQuery,
  sitemapQuery,
} from '@site/sanity'
import { query } from './support/content-query'

// What search engines read, checked on every address the sitemap lists. Expectations come from the
// content (the site's own queries over the dataset: which pages are services, which show FAQs, each
// article's title and date) and from the business's fixed facts.

type Json = Record<string, unknown>
type Expected = { service?: string | undefined; questions: string[]; post?: { title: string; date: string } | undefined }
type SectionList = { _type: string; faqs?: { question: string }[] }[] | null

const questionsOf = (sections: SectionList) => [
  ...new Set(
    (sections ?? []).flatMap((section) => (section._type === 'faqSection' ? (section.faqs ?? []).map((faq) => faq.question) : [])),
  ),
]

/** Every public path with what it must carry besides the business: its Service name, FAQ questions, article. */
async function loadExpectations() {
  const [{ settings, towns, plans }, { pages, locations, redirectSources }, posts, categories, redirects] = await Promise.all([
    query(layoutQuery),
    query(sitemapQuery),
    query(postCardsQuery),
    query(categoriesQuery),
    query(redirectsQuery),
  ])
  if (!settings) throw new Error('No site settings in the dataset.')
  const redirected = new Set(redirectSources.map((source) => source.toLowerCase().replace(/\/+$/, '')))
  const paths = new Map<string, Expected>()
  for (const { path } of pages) {
    const page = await query(pageQuery, { path })
    if (!page || redirected.has(path)) continue
    const service = (page.kind === 'service' || page.kind === 'pest') && page.serviceName ? page.serviceName : undefined
    paths.set(path, { service, questions: questionsOf(page.sections) })
  }
  if (!paths.has('/blog')) paths.set('/blog', { questions: [] })
  for (const { slug } of locations) {
    const location = await query(locationQuery, { slug })
    paths.set(`/locations/${slug}`, { questions: questionsOf(location?.sections ?? null) })
  }
  for (const { slug } of categories) paths.set(`/blog/category/${slug}`, { questions: [] })
  for (const post of posts) paths.set(`/blog/${post.slug}`, { questions: [], post: { title: post.title, date: post.date } })
  // The blog's and each category's later pages: /blog/page/2 and on, as many as the articles fill.
  const perPage = (await query(blogSettingsQuery))?.postsPerPage ?? 25
  const listings = [
    { base: '/blog', count: posts.length },
    ...categories.map(({ slug }) => ({
      base: `/blog/category/${slug}`,
      count: posts.filter((post) => post.category?.slug === slug).length,
    })),
  ]
  for (const { base, count } of listings) {
    for (let page = 2; (page - 1) * perPage < count; page++) paths.set(`${base}/page/${page}`, { questions: [] })
  }
  const prices = plans.map((plan) => plan.price)
  const priceRange = `$${Math.min(...prices)}-$${Math.max(...prices)}`
  return { settings, towns, posts, redirects, paths, priceRange }
}

let data: Awaited<ReturnType<typeof loadExpectations>>
test.beforeAll(async () => {
  data = await loadExpectations()
})

type Head = {
  status: number
  title: string
  description: string | null
  canonical: string | null
  robots: string | null
  meta: Record<string, string>
  jsonLd: string[]
  text: string
}

async function readPage(page: Page, path: string): Promise<Head> {
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' })
  const head = await page.evaluate(() => {
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null
    const meta: Record<string, string> = {}
    for (const tag of document.querySelectorAll('meta[property], meta[name]')) {
      meta[tag.getAttribute('property') ?? tag.getAttribute('name') ?? ''] = tag.getAttribute('content') ?? ''
    }
    return {
      title: document.title,
      description: attr('meta[name="description"]', 'content'),
      canonical: attr('link[rel="canonical"]', 'href'),
      robots: attr('meta[name="robots"]', 'content'),
      meta,
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent ?? ''),
      text: document.body.textContent ?? '',
    }
  })
  return { status: response?.status() ?? 0, ...head }
}

// LocalBusiness or one of its schema.org subtypes.
const LOCAL_BUSINESS = ['LocalBusiness', 'HomeAndConstructionBusiness', 'ProfessionalService']

function checkBusiness(business: Json, where: string) {
  const { settings, towns } = data
  const soft = (value: unknown, message: string) => expect.soft(value, `${where}: ${message}`)
  soft(business.name, 'business name').toBe(settings.companyName)
  soft(String(business.telephone).replace(/\D/g, ''), 'telephone').toBe(`1${settings.phone.replace(/\D/g, '')}`)
  soft(business.address, 'address').toMatchObject({
    '@type': 'PostalAddress',
    addressLocality: 'Jacksonville',
    addressRegion: 'FL',
    postalCode: '32256',
  })
  soft(business.openingHoursSpecification, 'hours').toEqual([
    expect.objectContaining({ dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '18:00' }),
    expect.objectContaining({ dayOfWeek: ['Saturday'], opens: '08:00', closes: '16:00' }),
  ])
  const area = (business.areaServed ?? []) as Json[]
  soft(
    area.filter((place) => place['@type'] === 'City').map((place) => place.name),
    'towns served',
  ).toEqual(towns.map((town) => town.name))
  soft(
    area.find((place) => place['@type'] === 'GeoCircle'),
    'service radius',
  ).toMatchObject({ geoRadius: 50000, geoMidpoint: { '@type': 'GeoCoordinates' } })
  soft(business.aggregateRating, 'rating').toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.8, reviewCount: 150 })
  soft(business.priceRange, 'price range').toBe(data.priceRange)
  soft(String(business.paymentAccepted), 'payment').toMatch(/Cash.*Check.*Credit card/)
  soft(business.currenciesAccepted, 'currency').toBe('USD')
}

async function inPool<T>(browser: Browser, items: T[], size: number, work: (page: Page, item: T) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false })
  await context.route('**/*', (route) =>
    ['image', 'font', 'media'].includes(route.request().resourceType()) ? route.abort() : route.continue(),
  )
  const queue = [...items]
  await Promise.all(
    Array.from({ length: size }, async () => {
      const page = await context.newPage()
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(page, item)
    }),
  )
  await context.close()
}

test('the sitemap lists every public page, town, category, blog page and article, with each article date, and no old address', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const entries = [...xml.matchAll(/<url>\s*<loc>([^<]+)<\/loc>(?:\s*<lastmod>([^<]+)<\/lastmod>)?/g)].map((match) => ({
    path: new URL(match[1]!).pathname,
    lastmod: match[2],
  }))
  const { paths, posts, redirects } = data
  expect(entries.map((entry) => entry.path).sort()).toEqual([...paths.keys()].sort())
  expect(entries.filter((entry) => entry.path.startsWith('/locations/'))).toHaveLength(12)
  for (const post of posts) expect(entries.find((entry) => entry.path === `/blog/${post.slug}`)?.lastmod).toBe(post.date)
  for (const redirect of redirects) expect(entries.map((entry) => entry.path)).not.toContain(redirect.source)
})

test('every sitemap address answers 200 with a unique title, a description, its own canonical, sharing tags and valid JSON-LD', async ({
  request,
  browser,
}) => {
  test.setTimeout(300_000)
  const xml = await (await request.get('/sitemap.xml')).text()
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
  expect(urls.length).toBeGreaterThan(40)
  const titles = new Map<string, string>()
  await inPool(browser, urls, 3, async (page, url) => {
    const path = new URL(url).pathname
    const head = await readPage(page, path)
    const soft = (value: unknown, message: string) => expect.soft(value, `${path}: ${message}`)
    soft(head.status, 'status').toBe(200)
    if (head.status !== 200) return
    soft(head.title.trim().length, 'title').toBeGreaterThan(10)
    soft(titles.get(head.title), `title "${head.title}" already used`).toBeUndefined()
    titles.set(head.title, path)
    soft(head.description?.trim().length ?? 0, 'meta description').toBeGreaterThan(50)
    soft(head.canonical && new URL(head.canonical).href, 'canonical').toBe(new URL(url).href)
    soft(head.robots ?? '', 'robots').not.toMatch(/noindex/)
    soft(head.meta['og:title'], 'og:title').toBeTruthy()
    soft(head.meta['og:description'], 'og:description').toBeTruthy()
    soft(head.meta['og:url'] && new URL(head.meta['og:url']).href, 'og:url').toBe(new URL(url).href)
    soft(head.meta['og:image'], 'og:image').toMatch(/^https?:\/\//)
    soft(head.meta['twitter:card'], 'twitter:card').toBe('summary_large_image')

    const blocks = head.jsonLd.map((text) => JSON.parse(text) as Json)
    for (const block of blocks) soft(block['@context'], 'JSON-LD @context').toBe('https://schema.org')
    const ofKind = (type: string) => blocks.filter((block) => block['@type'] === type)
    // The rating is the business's own figure; no quoted review (a sample least of all) is marked up as a Review.
    soft(JSON.stringify(blocks), 'no Review markup').not.toMatch(/"@type":"Review"|"review":/)
    const business = blocks.filter((block) => LOCAL_BUSINESS.includes(String(block['@type'])))
    soft(business, 'one LocalBusiness').toHaveLength(1)
    if (business[0]) checkBusiness(business[0], path)

    const expected = data.paths.get(path)
    soft(expected, 'path expected from the content').toBeDefined()
    if (!expected) return
    const services = ofKind('Service')
    if (expected.service) {
      soft(
        services.map((service) => service.name),
        'Service',
      ).toEqual([expected.service])
      soft(services[0]?.provider, 'Service provider').toMatchObject({ name: data.settings.companyName })
      soft(services[0]?.url && new URL(String(services[0].url)).pathname, 'Service url').toBe(path)
    } else {
      soft(services, 'no Service').toHaveLength(0)
    }
    const faqPages = ofKind('FAQPage')
    if (expected.questions.length) {
      soft(faqPages, 'one FAQPage').toHaveLength(1)
      const questions = ((faqPages[0]?.mainEntity ?? []) as Json[]).map((question) => question.name)
      soft(questions, 'FAQPage questions').toEqual(expected.questions)
      for (const question of expected.questions) soft(head.text, 'question shown on the page').toContain(question)
    } else {
      soft(faqPages, 'no FAQPage without FAQs').toHaveLength(0)
    }
    if (expected.post) {
      const [article] = ofKind('BlogPosting')
      soft(article, 'BlogPosting').toMatchObject({ headline: expected.post.title, datePublished: expected.post.date })
      soft(article?.author, 'BlogPosting author').toBeTruthy()
      soft(article?.publisher, 'BlogPosting publisher').toMatchObject({ name: data.settings.companyName })
      const [crumbs] = ofKind('BreadcrumbList')
      const items = (crumbs?.itemListElement ?? []) as Json[]
      soft(items.length, 'BreadcrumbList items').toBeGreaterThanOrEqual(2)
      soft(
        items.map((item) => item.position),
        'BreadcrumbList positions',
      ).toEqual(items.map((_, index) => index + 1))
      soft(items.at(-1)?.item && new URL(String(items.at(-1)?.item)).href, 'last crumb is the article').toBe(new URL(url).href)
    }
  })
  expect(titles.size).toBe(urls.length)
})

test('an unknown town shows Jacksonville with its canonical and is kept out of search results', async ({ page }) => {
  const head = await readPage(page, '/locations/not-a-real-town')
  expect(head.status).toBe(200)
  expect(head.canonical && new URL(head.canonical).pathname).toBe('/locations/jacksonville')
  expect(head.robots).toMatch(/noindex/)
})

test('share images are drawn for each kind of page', async ({ page, request }) => {
  const { meta } = await readPage(page, '/')
  const images = [new URL(meta['og:image']!).pathname, `/og/location/${data.towns[0]!.slug}`, `/og/post/${data.posts[0]!.slug}`]
  for (const path of images) {
    const image = await request.get(path)
    expect(image.status(), path).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    expect((await image.body()).subarray(1, 4).toString()).toBe('PNG')
  }
  expect((await request.get('/og/post/no-such-article')).status()).toBe(404)
})

test('robots.txt allows crawling and points to the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toMatch(/User-Agent: \*\nAllow: \//)
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/)
})
