// The site as it is deployed: nginx terminating TLS under a public host name in front of two standalone
// instances that share Redis and Postgres, TRUST_PROXY=1. Every request here goes through the proxy
// (Chromium is told the public name is loopback), so each instance sees what a real one sees: https in
// X-Forwarded-Proto, the public host in Host, and the visitor's address appended to X-Forwarded-For.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PostgresLeadStore, type StoredLead } from '@site/lead-store'
import { startPostgresCluster, type PostgresCluster } from '@site/lead-store/testing/postgres-cluster'
import { startRedisServer, type RedisServer } from '@site/lead-store/testing/redis-server'
import { createClient as createRedisClient } from '@redis/client'
import { redirectsQuery } from '@site/sanity'
import { expect, test } from './support/test.ts'
import { query } from './support/content-query'
import { documents, type Doc } from './support/dataset'
import { startInstance, type Instance } from './support/instance'
import { leadBody } from './support/kill-server'
import { PUBLIC_HOST, PUBLIC_ORIGIN, PUBLIC_PORT } from './support/public-origin'
import { startTlsProxy, viaProxy, type TlsProxy } from './support/tls-proxy'
import { SIGNATURE_HEADER, signWebhook } from './support/webhook'

const SECRET = 'e2e-tls-proxy-webhook-secret-0123456789abcdef'
const SOURCE = process.env.CONTENT_DATASET ?? new URL('../content/dataset.ndjson', import.meta.url).pathname
type PlanDoc = Doc & { price: number }
const plan = documents.find((doc) => doc._id === 'plan-lawn-program') as PlanDoc

let scratch: string
let datasetFile: string
let postgres: PostgresCluster
let redis: RedisServer
let databaseUrl: string
let a: Instance
let b: Instance
let proxy: TlsProxy

test.describe.configure({ mode: 'serial', timeout: 120_000 })
test.use({
  ignoreHTTPSErrors: true,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
      `--host-resolver-rules=MAP ${PUBLIC_HOST} 127.0.0.1`,
    ],
  },
})

const get = (path: string, options?: Parameters<typeof viaProxy>[3]) => viaProxy(PUBLIC_HOST, PUBLIC_PORT, path, options)

test.beforeAll(async () => {
  test.setTimeout(120_000)
  scratch = mkdtempSync(join(tmpdir(), 'e2e-tls-proxy-'))
  datasetFile = join(scratch, 'dataset.ndjson')
  copyFileSync(SOURCE, datasetFile)
  ;[postgres, redis] = await Promise.all([startPostgresCluster(), startRedisServer()])
  databaseUrl = await postgres.createDatabase()
  const env = {
    REDIS_URL: redis.url,
    DATABASE_URL: databaseUrl,
    CONTENT_DATASET: datasetFile,
    SANITY_REVALIDATE_SECRET: SECRET,
    SITE_URL: PUBLIC_ORIGIN,
    LEADS_RATE_LIMIT: '3',
    TRUST_PROXY: '1',
  }
  // A listens on loopback only (the proxy on the same machine), B on every interface (the default):
  // Next builds its idea of its own address from each, and both must work behind the proxy.
  ;[a, b] = await Promise.all([startInstance('A', env), startInstance('B', { ...env, LISTEN_HOST: '0.0.0.0' })])
  proxy = await startTlsProxy(PUBLIC_HOST, PUBLIC_PORT, [a.port, b.port])
})

// eslint-disable-next-line no-empty-pattern -- Playwright reads which fixtures a hook needs from this pattern
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return
  // What the servers said is where a failure here is explained.
  for (const instance of [a, b]) await testInfo.attach(`instance ${instance.name}`, { body: instance.output().slice(-20_000) })
  await testInfo.attach('nginx', { body: proxy.errors().slice(-20_000) })
})

test.afterAll(async () => {
  await proxy?.stop()
  await Promise.all([a?.kill(), b?.kill()])
  await redis?.stop()
  postgres?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

test('a freshly started pair answers every legacy redirect in one hop from its very first request', async () => {
  // The health checks that started A and B went to them directly; these are the first requests through
  // the proxy, and the first page requests either instance serves. Round-robin gives each half of them.
  const redirects = await query(redirectsQuery)
  expect(redirects.length).toBeGreaterThan(10)
  const wrong: string[] = []
  for (const redirect of redirects) {
    for (const source of [redirect.source, `${redirect.source}/`]) {
      const answer = await get(source)
      const location = new URL(String(answer.headers.location ?? ''), PUBLIC_ORIGIN)
      const expected = new URL(redirect.destination, PUBLIC_ORIGIN)
      if (answer.status !== (redirect.permanent === false ? 307 : 308) || location.href !== expected.href) {
        wrong.push(`${source}: ${answer.status} ${answer.headers.location ?? ''}`)
      }
    }
  }
  expect(wrong).toEqual([])
})

test('in Chromium, an old address lands on its page in one hop, with the public origin everywhere', async ({ page }) => {
  const response = await page.goto(`${PUBLIC_ORIGIN}/contact-us/`)
  expect(response?.status()).toBe(200)
  expect(page.url()).toBe(`${PUBLIC_ORIGIN}/contact`)
  expect(response?.request().redirectedFrom()?.redirectedFrom()).toBeNull()
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${PUBLIC_ORIGIN}/contact`)
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${PUBLIC_ORIGIN}/contact`)
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${PUBLIC_ORIGIN}/og/`))
})

test('the sitemap and robots.txt name the public origin only', async () => {
  const sitemap = await get('/sitemap.xml')
  expect(sitemap.status).toBe(200)
  const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '')
  expect(locations.length).toBeGreaterThan(40)
  expect(locations.filter((location) => !location.startsWith(`${PUBLIC_ORIGIN}/`))).toEqual([])
  expect((await get('/robots.txt')).body).toContain(`Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`)
})

// nginx here keeps its default header buffer (proxy_buffer_size, one 4 KB page), as a deployment
// that copies docs/production.md would: a response whose headers outgrow it is a 502 to the visitor.
test("a sharing image, the sitemap and a page of each kind pass a default nginx's header buffer", async () => {
  const home = await get('/')
  const image = /<meta property="og:image" content="[^"]*?(\/og\/[^"?]+)/.exec(home.body)?.[1]
  expect(image).toBeTruthy()
  for (const path of [image ?? '', '/sitemap.xml', '/', '/pricing', '/contact', '/blog', '/locations/made-up-town', '/made-up-page']) {
    const answer = await get(path)
    expect(answer.status, path).toBeLessThan(500)
  }
  const sharing = await get(image ?? '')
  expect(sharing.status).toBe(200)
  expect(sharing.headers['content-type']).toMatch(/^image\//)
})

async function storedLead(email: string): Promise<StoredLead | undefined> {
  const store = await PostgresLeadStore.connect(databaseUrl, { max: 1 })
  try {
    return (await store.listLeads({ limit: 500 })).find((lead) => lead.email === email)
  } finally {
    await store.close()
  }
}

test("a lead sent from the page through the proxy is stored with the visitor's address", async ({ page }) => {
  await page.goto(`${PUBLIC_ORIGIN}/contact`)
  const email = `tls-browser-${Date.now()}@example.com`
  const status = await page.evaluate(
    async (body) => (await fetch('/api/leads', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status,
    JSON.stringify(leadBody(email)),
  )
  expect(status).toBe(201)
  // Chromium connects from 127.0.0.1: that is the address nginx saw and appended.
  expect((await storedLead(email))?.consent.clientIp).toBe('127.0.0.1')
})

test('an X-Forwarded-For the visitor forged changes nothing: the address nginx saw is stored and counted', async () => {
  const visitor = '127.0.0.2'
  const forged = { 'x-forwarded-for': '203.0.113.77', 'content-type': 'application/json' }
  const email = `tls-forged-${Date.now()}@example.com`
  const first = await get('/api/leads', { method: 'POST', headers: forged, body: JSON.stringify(leadBody(email)), from: visitor })
  expect(first.status).toBe(201)
  expect((await storedLead(email))?.consent.clientIp).toBe(visitor)
  // The limit of 3 counts this visitor across both instances (round-robin), whatever they forge.
  const statuses = [first.status]
  for (let index = 0; index < 3; index++) {
    const headers = { ...forged, 'x-forwarded-for': `203.0.113.${index}` }
    const body = JSON.stringify(leadBody(`tls-forged-${index}-${Date.now()}@example.com`))
    statuses.push((await get('/api/leads', { method: 'POST', headers, body, from: visitor })).status)
  }
  expect(statuses).toEqual([201, 201, 201, 429])
  // Another visitor is not affected.
  const other = await get('/api/leads', {
    method: 'POST',
    headers: forged,
    body: JSON.stringify(leadBody(`tls-other-${Date.now()}@example.com`)),
    from: '127.0.0.3',
  })
  expect(other.status).toBe(201)
  // A request to stop texts is never refused for having sent leads.
  const optOut = await get('/api/opt-out', {
    method: 'POST',
    headers: forged,
    body: JSON.stringify({ phone: '(904) 555-0188', channels: ['sms'] }),
    from: visitor,
  })
  expect(optOut.status).toBe(202)
})

const planPriceOn = async (url: string) => Number(/Plans from \$(\d+)\/month/.exec(await (await fetch(`${url}/`)).text())?.[1])

test('a publish sent through the proxy reaches both instances', async ({ page }) => {
  await page.goto(`${PUBLIC_ORIGIN}/`)
  await expect(page.getByText(`Plans from $${plan.price}/month`).first()).toBeVisible()
  const lines = readFileSync(datasetFile, 'utf8').split('\n')
  const price = plan.price + 7
  writeFileSync(
    datasetFile,
    lines.map((line) => (line.includes(`"${plan._id}"`) ? JSON.stringify({ ...JSON.parse(line), price }) : line)).join('\n'),
  )
  const body = JSON.stringify({ _id: plan._id, _type: 'plan', slug: null })
  const published = await get('/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(body, SECRET) },
    body,
  })
  expect(published.status).toBe(200)
  for (const instance of [a, b]) await expect.poll(() => planPriceOn(instance.url), { timeout: 10_000 }).toBe(price)
  await page.reload()
  await expect(page.getByText(`Plans from $${price}/month`).first()).toBeVisible()
  // The page rendered after the publish names the public origin too.
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
  expect(canonical && new URL(canonical).href).toBe(`${PUBLIC_ORIGIN}/`)
})

test('made-up addresses through the proxy are answered without a cache entry of their own', async () => {
  const madeUp = async (index: number) => {
    const town = await get(`/locations/made-up-town-${index}`)
    expect(town.status).toBe(200)
    expect(town.body.match(/<meta\b[^>]*\bname="robots"[^>]*>/)?.[0]).toMatch(/\bcontent="noindex/)
    expect((await get(`/blog/made-up-article-${index}`)).status).toBe(404)
    expect((await get(`/blog/category/made-up-${index}`)).status).toBe(404)
    expect((await get(`/made-up-page-${index}`)).status).toBe(404)
    expect((await get(`/og/post/made-up-${index}`)).status).toBe(404)
  }
  // The first round may render each route's one fixed answer (and the content it reads) once.
  await madeUp(0)
  await madeUp(1)
  const before = new Set(await redisKeys())
  const rounds = 28
  for (let index = 2; index < 2 + rounds; index++) await madeUp(index)
  // A few shared entries the publish before this test expired may be written again during the loop.
  // Anything kept per address would name it: a page's key holds its path, a read's tags hold the slug
  // it asked for.
  const added = (await redisKeys()).filter((key) => !before.has(key))
  for (const key of added) {
    expect(key).not.toContain('/route-cache/')
    expect(key).not.toMatch(/made-up/)
    expect(JSON.stringify(await redisEntryTags(key))).not.toMatch(/made-up/)
  }
  expect(added.length).toBeLessThan(rounds)
})

const connectRedis = () => createRedisClient({ url: redis.url })
type RedisClient = ReturnType<typeof connectRedis>

/** Runs `run` with a client of the pair's Redis. */
async function withRedis<T>(run: (client: RedisClient) => Promise<T>): Promise<T> {
  const client = connectRedis()
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.quit()
  }
}

const redisKeys = () => withRedis((client) => client.keys('*'))

const redisEntryTags = (key: string) =>
  withRedis(async (client) => {
    // The handler's own bookkeeping (tag and version maps) is kept in hashes, entries in strings.
    if ((await client.type(key)) !== 'string') return undefined
    const value = await client.get(key)
    return value ? (JSON.parse(value) as { tags?: unknown }).tags : undefined
  })
