// pnpm bench:flood [--count 2000] [--rounds 2] [--connections 16] [--heap MB] [--part addresses|leads]
//     [--senders 400] [--per-sender 12] [--networks 8]
//
// What a stranger sending made-up addresses costs, on the production build (`pnpm build` first): two
// instances, one on Next's own file cache and one on a throwaway Redis, each sent `--count` distinct
// made-up addresses on every dynamic route. Printed before and after the flood: route-cache files on
// disk, Redis keys and memory, and each server's resident memory. A site that keeps nothing per
// unknown address shows the same figures after as before (within the noise of a running server), and
// a second round of as many new addresses (`--rounds`) shows whether memory settles or keeps growing.
// `--heap` caps each server's V8 heap: memory that is garbage not yet collected levels off under the
// cap, while a leak ends in the server running out of heap (answers then count as status 0). Each
// server also reports its V8 heap after a full collection and the size of Next's in-memory table of
// cache lifetimes (flood-probe.ts): live data only, so a few bytes kept per address show there.
// Then the lead-and-opt-out flood (flood-leads.ts): `--senders` loopback addresses each posting
// `--per-sender` leads and as many opt-outs, spread over `--networks` /24s. `--part` runs one of the two.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { startRedisServer } from '@site/lead-store/testing/redis-server'
import { startInstance, type Instance } from '../../web/e2e/support/instance.ts'
import { floodLeads } from './flood-leads.ts'

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '2000' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '16' },
    heap: { type: 'string' },
    part: { type: 'string' },
    senders: { type: 'string', default: '400' },
    'per-sender': { type: 'string', default: '12' },
    networks: { type: 'string', default: '8' },
  },
})
const count = Number(values.count)
const rounds = Number(values.rounds)
const connections = Number(values.connections)
const probe = fileURLToPath(new URL('./flood-probe.ts', import.meta.url))
const probeDir = mkdtempSync(join(tmpdir(), 'flood-probe-'))
const nodeOptions = ['--expose-gc', `--import=${probe}`, ...(values.heap ? [`--max-old-space-size=${Number(values.heap)}`] : [])].join(' ')
const serverEnv = (name: string): Record<string, string> => ({
  NODE_OPTIONS: nodeOptions,
  FLOOD_PROBE_FILE: join(probeDir, `${name}.json`),
})

const ROUTES: [string, (index: number) => string][] = [
  ['town', (index) => `/locations/made-up-town-${index}`],
  ['article', (index) => `/blog/made-up-article-${index}`],
  ['category', (index) => `/blog/category/made-up-${index}`],
  ['page', (index) => `/services/made-up-${index}`],
  ['top-level page', (index) => `/made-up-page-${index}`],
  ['share image', (index) => `/og/post/made-up-${index}`],
  ['malformed', (index) => `/made-up-${index}%`],
]

const routeCache = new URL('../../web/.next/standalone/web/.next/server/route-cache', import.meta.url).pathname
const cacheFiles = () => {
  try {
    return readdirSync(routeCache, { recursive: true }).length
  } catch {
    return 0
  }
}

/** The instance's server process: the start script's child. */
function serverPid(instance: Instance): number {
  const pid = Number(readFileSync(`/proc/${instance.pid}/task/${instance.pid}/children`, 'utf8').trim().split(/\s+/)[0])
  // Never 0: process.kill(0) would signal this benchmark's own process group.
  if (!(pid > 0)) throw new Error(`instance ${instance.name} has no server process:\n${instance.output().slice(-4000)}`)
  return pid
}

/** Resident memory of the instance's server, in MB. */
function serverRssMb(instance: Instance): number {
  const status = readFileSync(`/proc/${serverPid(instance)}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

/** The server's V8 heap after a full collection (MB) and its count of Next's cache lifetimes (flood-probe.ts). */
async function probeServer(instance: Instance, file: string): Promise<{ heapMb: number; lifetimes: number }> {
  rmSync(file, { force: true })
  process.kill(serverPid(instance), 'SIGUSR2')
  for (let waited = 0; waited < 30_000 && !existsSync(file); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100))
  const read = JSON.parse(readFileSync(file, 'utf8')) as { heapUsed: number; lifetimes: number }
  return { heapMb: read.heapUsed / 1024 / 1024, lifetimes: read.lifetimes }
}

const agent = new Agent({ keepAlive: true, maxSockets: connections })
const get = (url: string) =>
  new Promise<number>((resolve) => {
    const outgoing = request(url, { agent }, (response) => {
      response.resume()
      response.on('end', () => resolve(response.statusCode ?? 0))
    })
    outgoing.on('error', () => resolve(0))
    outgoing.end()
  })

/** Every address of the flood, `connections` at a time; the answers' status codes counted. */
async function flood(instance: Instance, round: number): Promise<{ statuses: Record<string, number>; seconds: number; load: number }> {
  const addresses = ROUTES.flatMap(([, path]) => Array.from({ length: count }, (_, index) => path(index + 1000 + round * count)))
  const statuses: Record<string, number> = {}
  const started = Date.now()
  let next = 0
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < addresses.length) {
        const status = await get(`${instance.url}${addresses[next++]}`)
        statuses[status] = (statuses[status] ?? 0) + 1
      }
    }),
  )
  // The machine's one-minute load average as the round ends: request rates mean little without it.
  return { statuses, seconds: (Date.now() - started) / 1000, load: loadavg()[0] ?? 0 }
}

/** One made-up address per route first: each route's one fixed answer is rendered and kept once. */
const warm = async (instance: Instance) => {
  for (const [, path] of ROUTES) await get(`${instance.url}${path(0)}`)
}

const leadFlood = {
  addresses: Number(values.senders),
  perAddress: Number(values['per-sender']),
  networks: Number(values.networks),
  connections,
}
if (values.part === 'leads') {
  const taken = await floodLeads(leadFlood)
  process.exit(taken.realLead === 201 && taken.realOptOut === 202 ? 0 : 1)
}

const redis = await startRedisServer()
// redis-cli comes with Debian's redis-server.
const redisCli = (...args: string[]) => spawnSync('redis-cli', ['-p', String(redis.port), ...args], { encoding: 'utf8' }).stdout
const redisFigures = async () => ({
  keys: Number(redisCli('DBSIZE').trim()),
  bytes: Number(/used_memory:(\d+)/.exec(redisCli('INFO', 'memory'))?.[1] ?? 0),
})

const files = await startInstance('file cache', { LEADS_RATE_LIMIT: '0', ...serverEnv('files') })
const shared = await startInstance('Redis cache', { REDIS_URL: redis.url, LEADS_RATE_LIMIT: '0', ...serverEnv('shared') })
try {
  await Promise.all([warm(files), warm(shared)])
  const figures = async () => ({
    files: cacheFiles(),
    redis: await redisFigures(),
    rss: [serverRssMb(files), serverRssMb(shared)],
    probes: [
      await probeServer(files, serverEnv('files').FLOOD_PROBE_FILE ?? ''),
      await probeServer(shared, serverEnv('shared').FLOOD_PROBE_FILE ?? ''),
    ],
  })
  const taken = [await figures()]
  const runs: { round: number; name: string; result: Awaited<ReturnType<typeof flood>> }[] = []
  for (let round = 0; round < rounds; round++) {
    runs.push({ round, name: 'file cache', result: await flood(files, round) })
    runs.push({ round, name: 'Redis cache', result: await flood(shared, round) })
    taken.push(await figures())
  }

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  const rows: [string, (taken: Awaited<ReturnType<typeof figures>>) => string][] = [
    ['route-cache files (file-cache instance)', (at) => String(at.files)],
    ['Redis keys', (at) => String(at.redis.keys)],
    ['Redis used memory', (at) => mb(at.redis.bytes)],
    ['server RSS, file-cache instance', (at) => `${at.rss[0]?.toFixed(0)} MB`],
    ['server RSS, Redis instance', (at) => `${at.rss[1]?.toFixed(0)} MB`],
    ['V8 heap after GC, file-cache instance', (at) => `${at.probes[0]?.heapMb.toFixed(1)} MB`],
    ['V8 heap after GC, Redis instance', (at) => `${at.probes[1]?.heapMb.toFixed(1)} MB`],
    ["Next's cache lifetimes held, file cache", (at) => String(at.probes[0]?.lifetimes)],
    ["Next's cache lifetimes held, Redis", (at) => String(at.probes[1]?.lifetimes)],
  ]
  console.log(
    `\n${count} made-up addresses on each of ${ROUTES.length} routes (${ROUTES.map(([name]) => name).join(', ')}) per round, ${connections} connections${values.heap ? `, heap capped at ${values.heap} MB` : ''}`,
  )
  for (const { round, name, result } of runs) {
    const rate = ((count * ROUTES.length) / result.seconds).toFixed(0)
    console.log(
      `  round ${round + 1}, ${name}: ${result.seconds.toFixed(1)} s (${rate} requests/s, load average ${result.load.toFixed(1)}), answers ${JSON.stringify(result.statuses)}`,
    )
  }
  const headings = ['before', ...Array.from({ length: rounds }, (_, round) => `after ${round + 1}`)]
  console.log(`\n${'figure'.padEnd(42)}${headings.map((heading) => heading.padStart(12)).join('')}`)
  for (const [name, read] of rows) console.log(`${name.padEnd(42)}${taken.map((at) => read(at).padStart(12)).join('')}`)
} finally {
  agent.destroy()
  await Promise.all([files.kill(), shared.kill()])
  await redis.stop()
  rmSync(probeDir, { recursive: true, force: true })
}

if (values.part !== 'addresses') {
  const taken = await floodLeads(leadFlood)
  if (taken.realLead !== 201 || taken.realOptOut !== 202) process.exitCode = 1
}
