// pnpm bench:instances [--pairs 10] [--seconds 3] [--connections 10] [--publishes 10]
//
// What several instances cost and how fast they agree, on the production build (`pnpm build` first):
// 1. Cached-page throughput of one instance with Next's own cache and one with the shared Redis cache,
//    both running, measured in short alternating windows (`--pairs` of them, the order swapped each
//    time: the machine is shared and noisy, and neighbouring windows see the same noise) over
//    keep-alive connections on pages every visitor gets from the cache. Besides requests per second it
//    counts the CPU time the server (and, for the shared cache, Redis) spent per page, which other
//    programs' load disturbs far less. Medians are printed.
// 2. How long a publish takes to reach every instance: two instances on one Redis; the dataset is
//    edited, the signed webhook goes to A, and both are polled until they show the new price.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startRedisServer } from '@site/lead-store/testing/redis-server'
import { startInstance, type Instance } from '../../web/e2e/support/instance.ts'
import { SIGNATURE_HEADER, signWebhook } from '../../web/e2e/support/webhook.ts'

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    publishes: { type: 'string', default: '10' },
  },
})
const pairs = Number(values.pairs)
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const publishes = Number(values.publishes)

const PAGES = [
  '/',
  '/pricing',
  '/services/lawn-programs',
  '/pest-control/mosquitos',
  '/locations/jacksonville',
  '/blog',
  '/about',
  '/contact',
]
const SECRET = 'bench-instances'
const scratch = mkdtempSync(join(tmpdir(), 'bench-instances-'))
const datasetFile = join(scratch, 'dataset.ndjson')
copyFileSync(new URL('../../web/content/dataset.ndjson', import.meta.url), datasetFile)
const base = {
  CONTENT_DATASET: datasetFile,
  SANITY_REVALIDATE_SECRET: SECRET,
  LEADS_DB: join(scratch, 'leads.db'),
  LEADS_RATE_LIMIT: '0',
  LEADS_WRITE_BUDGET: '0',
}
const median = (list: number[]) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)] ?? NaN

function get(agent: Agent, url: string): Promise<number> {
  // As a browser asks: compressed, so both caches pay for what a visitor's request costs.
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

/** CPU time (ms) a process and its children have used so far, from /proc (Linux). */
async function cpuMs(pid: number | null): Promise<number> {
  if (!pid) return 0
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '')
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const own = ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) * 10 // utime + stime, in 10 ms ticks
  const nested = await Promise.all(
    children
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((child) => cpuMs(Number(child))),
  )
  return own + nested.reduce((sum, ms) => sum + ms, 0)
}

async function warm(instance: Instance) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  for (const path of PAGES) for (let i = 0; i < 3; i++) await get(agent, `${instance.url}${path}`)
  agent.destroy()
}

/** Requests per second, latency and CPU per request for cached pages on one instance, for one window. */
async function throughput(instance: Instance, alsoCount: number | null) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const latencies: number[] = []
  let failures = 0
  const cpuBefore = (await cpuMs(instance.pid)) + (await cpuMs(alsoCount))
  const end = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async (_, index) => {
      for (let i = index; Date.now() < end; i++) {
        const started = performance.now()
        const status = await get(agent, `${instance.url}${PAGES[i % PAGES.length]}`)
        if (status !== 200) failures++
        latencies.push(performance.now() - started)
      }
    }),
  )
  const cpu = (await cpuMs(instance.pid)) + (await cpuMs(alsoCount)) - cpuBefore
  agent.destroy()
  const sorted = latencies.sort((x, y) => x - y)
  return {
    perSecond: latencies.length / seconds,
    p50: sorted[Math.floor(0.5 * sorted.length)] ?? NaN,
    cpuPerPage: cpu / Math.max(1, latencies.length),
    failures,
  }
}

function setPlanPrice(price: number) {
  const lines = readFileSync(datasetFile, 'utf8').split('\n')
  const edited = lines.map((line) => (line.includes('"plan-lawn-program"') ? JSON.stringify({ ...JSON.parse(line), price }) : line))
  writeFileSync(datasetFile, edited.join('\n'))
}

async function price(instance: Instance): Promise<number> {
  const html = await (await fetch(`${instance.url}/`)).text()
  return Number(/Plans from \$(\d+)\/month/.exec(html)?.[1])
}

async function until(instance: Instance, expected: number, from: number): Promise<number> {
  while ((await price(instance)) !== expected) {
    if (Date.now() - from > 30_000) throw new Error(`${instance.name} did not show $${expected} within 30 s`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
  return Date.now() - from
}

const redis = await startRedisServer()
try {
  console.log(`Cached pages, ${connections} connections, ${pairs} pairs of ${seconds} s windows, alternating:`)
  const memory = await startInstance('memory', base)
  const shared = await startInstance('redis', { ...base, REDIS_URL: redis.url })
  const runs: Record<'memory' | 'redis', Awaited<ReturnType<typeof throughput>>[]> = { memory: [], redis: [] }
  const ratios: number[] = []
  try {
    await Promise.all([warm(memory), warm(shared)])
    for (let pair = 0; pair < pairs; pair++) {
      const order = pair % 2 ? (['redis', 'memory'] as const) : (['memory', 'redis'] as const)
      for (const mode of order) runs[mode].push(await throughput(mode === 'redis' ? shared : memory, mode === 'redis' ? redis.pid() : null))
      const [m, r] = [runs.memory.at(-1), runs.redis.at(-1)]
      if (m && r) ratios.push(r.perSecond / m.perSecond)
      console.log(
        `  pair ${String(pair + 1).padStart(2)}: memory ${m?.perSecond.toFixed(0)}/s ${m?.cpuPerPage.toFixed(2)} ms CPU/page, redis ${r?.perSecond.toFixed(0)}/s ${r?.cpuPerPage.toFixed(2)} ms CPU/page`,
      )
    }
  } finally {
    await Promise.all([memory.stop(), shared.stop()])
  }
  const row = (mode: 'memory' | 'redis') =>
    `${median(runs[mode].map((run) => run.perSecond)).toFixed(0)}/s, p50 ${median(runs[mode].map((run) => run.p50)).toFixed(0)} ms, ${median(runs[mode].map((run) => run.cpuPerPage)).toFixed(2)} ms CPU/page, non-200 ${runs[mode].reduce((sum, run) => sum + run.failures, 0)}`
  console.log(`Median, Next's own cache: ${row('memory')}`)
  console.log(`Median, Redis cache:      ${row('redis')}`)
  const cpuRatio = median(runs.redis.map((run) => run.cpuPerPage)) / median(runs.memory.map((run) => run.cpuPerPage))
  console.log(
    `Redis / own cache: throughput ${(median(ratios) * 100).toFixed(0)}% (median of pairs), CPU per page ${(cpuRatio * 100).toFixed(0)}%`,
  )

  console.log(`\nPublish -> every instance, two instances on one Redis, ${publishes} publishes:`)
  const env = { ...base, REDIS_URL: redis.url }
  const [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)])
  try {
    const toA: number[] = []
    const toB: number[] = []
    for (let i = 1; i <= publishes; i++) {
      await Promise.all([price(a), price(b)])
      const next = 100 + i
      setPlanPrice(next)
      const body = JSON.stringify({ _id: 'plan-lawn-program', _type: 'plan', slug: null })
      const sent = Date.now()
      const response = await fetch(`${a.url}/api/revalidate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(body, SECRET) },
        body,
      })
      if (!response.ok) throw new Error(`webhook answered ${response.status}`)
      const [ms, msB] = await Promise.all([until(a, next, sent), until(b, next, sent)])
      toA.push(ms)
      toB.push(msB)
    }
    const all = toA.map((ms, i) => Math.max(ms, toB[i] ?? 0))
    console.log(`  webhook sent -> A shows it: median ${median(toA)} ms, max ${Math.max(...toA)} ms`)
    console.log(`  webhook sent -> B shows it: median ${median(toB)} ms, max ${Math.max(...toB)} ms`)
    console.log(`  webhook sent -> every instance: median ${median(all)} ms, max ${Math.max(...all)} ms`)
  } finally {
    await Promise.all([a.stop(), b.stop()])
  }
} finally {
  await redis.stop()
  rmSync(scratch, { recursive: true, force: true })
}
