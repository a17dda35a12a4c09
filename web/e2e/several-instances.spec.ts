// Two instances of one build, as a load balancer would run them: each its own process with its own
// memory, the standalone server `pnpm start` runs, no disk cache between them (with REDIS_URL, Next's
// cache lives in Redis and in each process's memory only). They share a throwaway Redis and Postgres,
// and read the same content file (the embedded dataset stands in for the Content Lake).
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from './support/test.ts'
import { PostgresLeadStore } from '@site/lead-store'
import { startPostgresCluster, type PostgresCluster } from '@site/lead-store/testing/postgres-cluster'
import { startRedisServer, type RedisServer } from '@site/lead-store/testing/redis-server'
import { weekdayOf } from '@site/leads'
import { documents, ofType, type Doc } from './support/dataset'
import { startInstance, type Instance } from './support/instance'
import { leadLoad, nextVisitor, postLead, type Outcome } from './support/lead-load'
import { SIGNATURE_HEADER, signWebhook } from './support/webhook'

const SECRET = 'e2e-several-instances-webhook-secret-0123456789'
const SOURCE = process.env.CONTENT_DATASET ?? new URL('../content/dataset.ndjson', import.meta.url).pathname
type PlanDoc = Doc & { price: number }
const plan = documents.find((doc) => doc._id === 'plan-lawn-program') as PlanDoc

let scratch: string
let datasetFile: string
let postgres: PostgresCluster
let redis: RedisServer
let databaseUrl: string
let env: Record<string, string>
let a: Instance
let b: Instance

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(async () => {
  test.setTimeout(120_000)
  scratch = mkdtempSync(join(tmpdir(), 'e2e-instances-'))
  datasetFile = join(scratch, 'dataset.ndjson')
  copyFileSync(SOURCE, datasetFile)
  ;[postgres, redis] = await Promise.all([startPostgresCluster(), startRedisServer()])
  databaseUrl = await postgres.createDatabase()
  env = {
    REDIS_URL: redis.url,
    DATABASE_URL: databaseUrl,
    CONTENT_DATASET: datasetFile,
    SANITY_REVALIDATE_SECRET: SECRET,
    LEADS_RATE_LIMIT: '3',
    // The store-wide write budget stays at its default (600 an hour): the load test is paced by answers,
    // not by a clock, so it posts about a hundred leads however fast the host is.
    // The test stands in for the load balancer: the visitor is the last X-Forwarded-For entry.
    TRUST_PROXY: '1',
  }
  // Both start at the same moment on an empty database: each runs the migrations, once between them.
  ;[a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)])
})

test.afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill()])
  await redis?.stop()
  postgres?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

const planPrice = async (instance: Instance) => {
  const html = await (await fetch(`${instance.url}/`)).text()
  return Number(/Plans from \$(\d+)\/month/.exec(html)?.[1])
}

function setPlanPrice(price: number) {
  const lines = readFileSync(datasetFile, 'utf8').split('\n')
  writeFileSync(
    datasetFile,
    lines.map((line) => (line.includes(`"${plan._id}"`) ? JSON.stringify({ ...JSON.parse(line), price }) : line)).join('\n'),
  )
}

async function publishTo(
  instance: Instance,
  document: { _id: string; _type: string; slug: null } = { _id: plan._id, _type: 'plan', slug: null },
) {
  const body = JSON.stringify(document)
  const response = await fetch(`${instance.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(body, SECRET) },
    body,
  })
  expect(response.status).toBe(200)
}

/**
 * Milliseconds until `instance` shows `price` on its home page, waiting as long as the test may: how
 * soon depends on the host; that it happens with no webhook to this instance is what is tested
 * (`pnpm bench:instances` measures how soon).
 */
async function timeUntilPrice(instance: Instance, price: number, from: number) {
  await expect.poll(() => planPrice(instance), { timeout: 0, intervals: [50] }).toBe(price)
  return Date.now() - from
}

test('both instances are healthy, and a publish sent to A reaches B', async () => {
  for (const instance of [a, b]) {
    const health = await fetch(`${instance.url}/api/health`)
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok', checks: { leadStore: 'ok', content: 'ok', 'office-alerts': 'ok' } })
    // What a load balancer asks: this instance's own parts.
    const own = await fetch(`${instance.url}/api/health?scope=instance`)
    expect(await own.json()).toEqual({ status: 'ok', checks: { leadStore: 'ok', content: 'ok' } })
  }
  // Both have the page cached (rendered by one of them, kept in Redis).
  expect(await planPrice(a)).toBe(plan.price)
  expect(await planPrice(b)).toBe(plan.price)

  setPlanPrice(plan.price + 9)
  // The file changed, but no webhook yet: both still serve the published page.
  expect(await planPrice(b)).toBe(plan.price)
  const sent = Date.now()
  await publishTo(a)
  const toB = await timeUntilPrice(b, plan.price + 9, sent)
  const toA = await timeUntilPrice(a, plan.price + 9, sent)
  test.info().annotations.push({ type: 'publish reached', description: `B after ${toB} ms, A after ${toA} ms` })
})

test('a new redirect and a Tag Manager container reach both instances, the webhook sent to A only', async () => {
  const lines = readFileSync(datasetFile, 'utf8').split('\n')
  const redirect = { _id: 'redirect-e2e-instances', _type: 'redirect', source: '/e2e-old-offer', destination: '/contact', permanent: true }
  const settings = lines.map((line) =>
    line.includes('"_id":"siteSettings"') ? JSON.stringify({ ...JSON.parse(line), gtmContainerId: 'GTM-E2E42' }) : line,
  )
  writeFileSync(datasetFile, [...settings, JSON.stringify(redirect)].join('\n'))
  const sent = Date.now()
  await publishTo(a, { _id: redirect._id, _type: 'redirect', slug: null })
  await publishTo(a, { _id: 'siteSettings', _type: 'siteSettings', slug: null })
  const reached: string[] = []
  for (const instance of [a, b]) {
    await expect
      .poll(
        async () => {
          const answer = await fetch(`${instance.url}/e2e-old-offer`, { redirect: 'manual' })
          return `${answer.status} ${answer.headers.get('location')}`
        },
        { timeout: 0, intervals: [200] },
      )
      .toBe('308 /contact')
    await expect
      .poll(async () => (await fetch(`${instance.url}/`)).headers.get('content-security-policy'), { timeout: 0, intervals: [200] })
      .toContain('https://*.googletagmanager.com')
    reached.push(`${instance.name} after ${Date.now() - sent} ms`)
  }
  test.info().annotations.push({ type: 'redirect and Tag Manager reached', description: reached.join(', ') })
})

test('a limit of 3 counts across both instances: the fourth lead from one address gets 429', async () => {
  const visitor = '198.51.100.23'
  const statuses = []
  for (const instance of [a, b, a, b]) statuses.push((await postLead(instance.url, visitor)).status)
  expect(statuses).toEqual([201, 201, 201, 429])
  // Another visitor is not affected.
  expect((await postLead(b.url, '198.51.100.24')).status).toBe(201)
})

test('twelve visitors on A and B racing for the last places of a visit window: exactly as many 200s as places', async () => {
  const leads = await Promise.all(
    Array.from({ length: 12 }, async (_, i) => (await postLead([a, b][i % 2]!.url)).json() as Promise<{ id: string; token: string }>),
  )
  const windows: { id: string; start: string; date: string }[] = (await (await fetch(`${a.url}/api/visit-windows`)).json()).windows
  const target = windows.at(-1)!
  const places = ofType<Doc & { windows: { days: string[]; start: string; places: number }[] }>('visitScheduling')[0]!.windows.find(
    (hours) => hours.days.includes(weekdayOf(target.date)) && hours.start === target.start.slice(11, 16),
  )!.places
  const statuses = await Promise.all(
    leads.map(async (lead, i) => {
      const response = await fetch(`${[a, b][i % 2]!.url}/api/leads/${lead.id}/visit-window`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextVisitor() },
        body: JSON.stringify({ window: target.id, token: lead.token }),
      })
      return response.status
    }),
  )
  expect(statuses.filter((status) => status === 200)).toHaveLength(places)
  expect(statuses.filter((status) => status === 409)).toHaveLength(12 - places)
  const left: { id: string }[] = (await (await fetch(`${b.url}/api/visit-windows`)).json()).windows
  expect(left.map((window) => window.id)).not.toContain(target.id)
})

test('SIGKILL of A under 50-connection load loses no acknowledged lead while B keeps answering', async () => {
  // Paced by what the load has done, however fast the host: A is killed once it has answered more than
  // 20 posts, and the load stops once B has answered more than 20 after that. "Before" and "after" are
  // places in the list of answers, which the clients fill in the order the answers come.
  const answered = (outcomes: Outcome[], target: string) => outcomes.filter((outcome) => outcome.target === target).length
  let killedAt = Infinity
  let sofar: Outcome[] = []
  let aUnderLoad = () => {}
  const underLoad = new Promise<void>((resolve) => (aUnderLoad = resolve))
  const load = leadLoad([a.url, b.url], 50, (progress) => {
    sofar = progress.outcomes
    if (answered(sofar, a.url) > 20) aUnderLoad()
    return answered(sofar.slice(killedAt), b.url) > 20
  })
  await underLoad
  killedAt = sofar.length
  await a.kill()
  const { acknowledged, outcomes } = await load

  expect(answered(outcomes.slice(killedAt), b.url)).toBeGreaterThan(20)
  // B answered every post, before and after the kill, with a 201.
  expect(outcomes.filter((outcome) => outcome.target === b.url && outcome.status !== 201)).toEqual([])
  expect(answered(outcomes.slice(0, killedAt), a.url)).toBeGreaterThan(20)

  const store = await PostgresLeadStore.connect(databaseUrl, { max: 1 })
  try {
    const stored = new Set<string>()
    for (let after: number | undefined; ;) {
      const page = await store.listLeads({ limit: 500, ...(after === undefined ? {} : { after }) })
      if (!page.length) break
      for (const lead of page) stored.add(lead.id)
      after = page.at(-1)?.seq
    }
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([])
    test.info().annotations.push({
      type: 'load',
      description: `${acknowledged.length} acknowledged, all ${stored.size >= acknowledged.length ? 'stored' : 'NOT stored'}`,
    })
  } finally {
    await store.close()
  }
})

test('Redis stopped mid-run gives no 5xx, and coherence returns when it is back', async () => {
  a = await startInstance('A again', env)
  const paths = ['/', '/pricing', '/locations/jacksonville', '/blog', '/services/lawn-programs', '/sitemap.xml']
  const statuses: { phase: string; path: string; status: number | string }[] = []
  const sweep = async (phase: string) => {
    for (const instance of [a, b]) {
      for (const path of paths) {
        const status = await fetch(`${instance.url}${path}`).then(
          (response) => response.status,
          (error: Error) => error.message,
        )
        statuses.push({ phase, path, status })
      }
      statuses.push({ phase, path: 'POST /api/leads', status: (await postLead(instance.url)).status })
    }
  }
  await sweep('before')
  await redis.stop()
  for (let round = 0; round < 3; round++) await sweep('Redis down')
  await redis.start()
  await sweep('Redis back')
  const unexpected = statuses.filter(({ path, status }) => status !== (path.startsWith('POST') ? 201 : 200))
  expect(unexpected).toEqual([])

  // The shared cache is back: a publish to B reaches A. B's Redis client reconnects on its own a moment
  // after Redis is back, how soon depending on the host; a publish B takes before that is replayed to
  // Redis once it has (web/serving/cache-handler.mjs), so the publish goes at once.
  setPlanPrice(plan.price + 11)
  const sent = Date.now()
  await expect.poll(() => fetch(`${b.url}/api/health`).then((response) => response.status)).toBe(200)
  await publishTo(b)
  await timeUntilPrice(a, plan.price + 11, sent)
  await timeUntilPrice(b, plan.price + 11, sent)
})
