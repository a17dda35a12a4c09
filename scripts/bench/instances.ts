// pnpm bench:instances [--rounds 3] [--seconds 8] [--connections 10] [--publishes 10]
//
// What several instances cost and how fast they agree, on the production build (`pnpm build` first):
// 1. Cached-page throughput of ONE instance with Next's own cache and with the shared Redis cache,
//    measured alternately (`--rounds` times each, the machine is shared and noisy) over keep-alive
//    connections on pages every visitor gets from the cache; medians are printed.
// 2. How long a publish takes to reach every instance: two instances on one Redis; the dataset is
//    edited, the signed webhook goes to A, and both are polled until they show the new price.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { startRedisServer } from '@site/lead-store/testing/redis-server'
import { startInstance, type Instance } from '../../web/e2e/support/instance.ts'
import { SIGNATURE_HEADER, signWebhook } from '../../web/e2e/support/webhook.ts'

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    publishes: { type: 'string', default: '10' },
  },
})
const rounds = Number(values.rounds)
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
const base = { CONTENT_DATASET: datasetFile, SANITY_REVALIDATE_SECRET: SECRET, LEADS_DB: join(scratch, 'leads.db'), LEADS_RATE_LIMIT: '0' }
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

/** Requests per second and latency percentiles for cached pages on one instance. */
async function throughput(instance: Instance) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  for (const path of PAGES) for (let i = 0; i < 3; i++) await get(agent, `${instance.url}${path}`)
  const latencies: number[] = []
  let failures = 0
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
  agent.destroy()
  const sorted = latencies.sort((x, y) => x - y)
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN
  return { perSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), failures }
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
const results: Record<'memory' | 'redis', Awaited<ReturnType<typeof throughput>>[]> = { memory: [], redis: [] }
try {
  console.log(`Cached pages, one instance, ${connections} connections, ${seconds} s a run, ${rounds} runs each, alternating:`)
  for (let round = 0; round < rounds; round++) {
    for (const mode of ['memory', 'redis'] as const) {
      const instance = await startInstance(mode, mode === 'redis' ? { ...base, REDIS_URL: redis.url } : base)
      try {
        const run = await throughput(instance)
        results[mode].push(run)
        console.log(
          `  ${mode.padEnd(6)} ${run.perSecond.toFixed(0).padStart(5)}/s  p50 ${run.p50.toFixed(1)} ms  p99 ${run.p99.toFixed(1)} ms  non-200 ${run.failures}`,
        )
      } finally {
        await instance.stop()
      }
    }
  }
  const memory = median(results.memory.map((run) => run.perSecond))
  const shared = median(results.redis.map((run) => run.perSecond))
  console.log(
    `Median: Next's own cache ${memory.toFixed(0)}/s, Redis cache ${shared.toFixed(0)}/s (${(((shared - memory) / memory) * 100).toFixed(1)}%)`,
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
