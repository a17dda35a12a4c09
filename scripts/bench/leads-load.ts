// pnpm bench:leads: unique valid leads posted to /api/leads of a production server for N seconds over
// C connections, then the store is counted: every 201 must be on disk. Prints requests/s, latency
// p50/p99, the status histogram, and acknowledged vs stored vs lost. Needs a production build.
//   pnpm bench:leads [--seconds 20] [--connections 50] [--postgres] [--kill] [--port 3107]
// --postgres runs against a throwaway PostgreSQL cluster (Debian's postgresql-15) instead of a SQLite
// file; --kill SIGKILLs the server halfway through, starts it again on the same store and carries on.
// A benchmark, not a test: it prints figures (and exits 1 if an acknowledged lead is missing).
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { buildLeadPayload } from '@site/leads'
import { openLeadStore, type StoreEnv } from '@site/lead-store'
import { startPostgresCluster } from '@site/lead-store/testing/postgres-cluster'
import { startSite, type RunningSite } from './server.ts'

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string', default: '3107' },
    postgres: { type: 'boolean', default: false },
    kill: { type: 'boolean', default: false },
  },
})
const seconds = Number(values.seconds)
const connections = Number(values.connections)
const port = Number(values.port)

const scratch = mkdtempSync(join(tmpdir(), 'bench-leads-'))
const cluster = values.postgres ? await startPostgresCluster() : null
// No write budget: the figures are how fast the store takes leads, not how many an hour it allows.
const storeEnv: StoreEnv = {
  ...(cluster ? { DATABASE_URL: await cluster.createDatabase() } : { LEADS_DB: join(scratch, 'leads.db') }),
  LEADS_WRITE_BUDGET: 0,
}
// No rate limit (every request comes from 127.0.0.1) and no CRM: the figures are the store's.
const serverEnv: Record<string, string> = {
  ...Object.fromEntries(Object.entries(storeEnv).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
  LEADS_WRITE_BUDGET: '0',
  LEADS_RATE_LIMIT: '0',
  LEAD_FORWARD_URL: '',
}

const run = Date.now().toString(36)
let serial = 0
function leadBody(): string {
  serial += 1
  return JSON.stringify(
    buildLeadPayload({
      formId: 'home-page-form',
      values: {
        firstName: 'Bench',
        lastName: `Load ${serial}`,
        email: `bench-${run}-${serial}@example.com`,
        phone: '(904) 555-0142',
        address: `${serial} Riverside Ave`,
        city: 'Jacksonville',
        zipCode: '32204',
      },
      serviceLabel: 'Lawn Program $55/month',
      consent: { given: true, text: 'I agree to be contacted. Reply STOP to opt out.', version: 'bench' },
      page: { domain: 'localhost', url: `http://localhost:${port}/` },
    }),
  )
}

const agent = new Agent({ keepAlive: true, maxSockets: connections })
type Outcome = { status: string; ms: number; id?: string }

function post(body: string): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/leads',
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (text += chunk))
        res.on('end', () => {
          const status = String(res.statusCode)
          let id: string | undefined
          if (res.statusCode === 201) id = (JSON.parse(text) as { id?: string }).id
          resolve({ status, ms: performance.now() - started, ...(id ? { id } : {}) })
        })
        res.on('error', () => resolve({ status: 'connection lost', ms: performance.now() - started }))
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? 'network error', ms: performance.now() - started }))
    req.end(body)
  })
}

const acknowledged: string[] = []
const latencies: number[] = []
const histogram = new Map<string, number>()
let server: RunningSite = await startSite(port, serverEnv)
let stopping = false
let downtime: { killedAt: number; readyAt: number } | null = null

// A few requests first, so the route is loaded before the clock starts (they are counted as leads).
for (let i = 0; i < 10; i += 1) {
  const warm = await post(leadBody())
  if (warm.id) acknowledged.push(warm.id)
}

async function worker(): Promise<void> {
  while (!stopping) {
    const outcome = await post(leadBody())
    histogram.set(outcome.status, (histogram.get(outcome.status) ?? 0) + 1)
    if (outcome.id) acknowledged.push(outcome.id)
    if (/^\d+$/.test(outcome.status)) latencies.push(outcome.ms)
    else await new Promise((resolve) => setTimeout(resolve, 50)) // the server is down: do not spin
  }
}

const started = performance.now()
const workers = Array.from({ length: connections }, worker)
if (values.kill) {
  await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2))
  const killedAt = performance.now()
  await server.kill()
  server = await startSite(port, serverEnv)
  downtime = { killedAt, readyAt: performance.now() }
}
await new Promise((resolve) => setTimeout(resolve, Math.max(0, seconds * 1000 - (performance.now() - started))))
stopping = true
await Promise.all(workers)
const elapsed = (performance.now() - started) / 1000
agent.destroy()
await server.stop()

const store = await openLeadStore(storeEnv)
const stored = new Set<string>()
for (let after: number | undefined; ;) {
  const page = await store.listLeads({ after, limit: 5000 })
  if (!page.length) break
  for (const lead of page) stored.add(lead.id)
  after = page.at(-1)!.seq
}
const pending = await store.countLeads('pending')
await store.close()
cluster?.stop()
rmSync(scratch, { recursive: true, force: true })

const sorted = [...latencies].sort((a, b) => a - b)
const percentile = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const lost = acknowledged.filter((id) => !stored.has(id))
const ackSet = new Set(acknowledged)
const unacknowledged = [...stored].filter((id) => !ackSet.has(id)).length
const answered = [...histogram].filter(([status]) => /^\d+$/.test(status)).reduce((sum, [, n]) => sum + n, 0)

console.log(
  `leads-load: ${values.postgres ? 'Postgres' : 'SQLite'} store, ${connections} connections, ${seconds} s${values.kill ? ', SIGKILL at half time' : ''}`,
)
console.log(`machine: ${cpus().length} CPU (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}; client and server share it`)
console.log(`requests/s: ${(answered / elapsed).toFixed(1)} answered (${answered} in ${elapsed.toFixed(1)} s)`)
console.log(
  `latency: p50 ${percentile(50).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms`,
)
console.log(
  `statuses: ${[...histogram]
    .sort()
    .map(([status, n]) => `${status} ${n}`)
    .join(', ')}`,
)
if (downtime)
  console.log(`restart: killed, started again and answering after ${((downtime.readyAt - downtime.killedAt) / 1000).toFixed(1)} s`)
console.log(`acknowledged (201): ${acknowledged.length}; stored: ${stored.size} (pending in the outbox ${pending}); lost: ${lost.length}`)
if (unacknowledged) console.log(`stored but never acknowledged (in flight when the server died): ${unacknowledged}`)
if (lost.length) {
  console.error(`LOST acknowledged leads: ${lost.slice(0, 10).join(', ')}${lost.length > 10 ? ' ...' : ''}`)
  process.exitCode = 1
}
