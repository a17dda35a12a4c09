// pnpm bench:alerts: how soon the office hears of a lead, and what e-mail costs the lead endpoint.
// Starts two servers of the production build (`pnpm start`'s server, a SQLite store each), one with
// SMTP_URL pointing at a real SMTP server on loopback (smtp-server from npm) and one without, warms
// both, then in each of R rounds posts N unique leads over C connections to each in turn. Prints p50 /
// p95 seconds from each 201 to the office e-mail accepted by the SMTP server, and the endpoint's
// throughput with mail on against off (the median of the rounds, which alternate so that a busy
// moment of the machine falls on both). Needs a production build (pnpm build). A benchmark, not a
// test: it prints figures.
//   pnpm bench:alerts [--leads 200] [--connections 10] [--rounds 3] [--port 3108]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { buildLeadPayload } from '@site/leads'
import { startSmtpServer } from '@site/lead-store/testing/smtp-server'
import { startSite } from './server.ts'

const { values } = parseArgs({
  options: {
    leads: { type: 'string', default: '200' },
    connections: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '3108' },
  },
})
const count = Number(values.leads)
const connections = Number(values.connections)
const port = Number(values.port)
const rounds = Number(values.rounds)
const run = Date.now().toString(36)
let serial = 0

function body(): string {
  serial += 1
  return JSON.stringify(
    buildLeadPayload({
      formId: 'home-page-form',
      values: {
        firstName: 'Bench',
        lastName: `Alert ${serial}`,
        email: `alerts-${run}-${serial}@example.com`,
        phone: '(904) 555-0142',
        address: `${serial} Riverside Ave`,
        city: 'Jacksonville',
        zipCode: '32207',
      },
      serviceLabel: 'Lawn Program $55/month',
      consent: { given: true, text: 'I agree to be contacted. Reply STOP to opt out.', version: 'bench' },
      page: { domain: 'localhost', url: 'http://localhost/' },
    }),
  )
}

/** Posts `total` leads over `connections` loops; returns each acknowledged id with the time of its 201. */
async function post(port: number, total: number): Promise<{ acknowledged: Map<string, number>; seconds: number; failed: number }> {
  const acknowledged = new Map<string, number>()
  let sent = 0
  let failed = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (sent < total) {
        sent += 1
        const response = await fetch(`http://127.0.0.1:${port}/api/leads`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: body(),
        }).catch(() => null)
        if (response?.status === 201) acknowledged.set(((await response.json()) as { id: string }).id, Date.now())
        else failed += 1
      }
    }),
  )
  return { acknowledged, seconds: (performance.now() - started) / 1000, failed }
}

/** CPU seconds (user + system) of a process group so far, from /proc (Linux): load-independent, unlike time. */
function cpuSeconds(group: number | undefined): number {
  if (!group) return NaN
  let ticks = 0
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // Fields after the command's closing parenthesis: state is 3rd, pgrp 5th, utime 14th, stime 15th.
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ')
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')

const scratch = mkdtempSync(join(tmpdir(), 'bench-alerts-'))
// Office e-mails name their lead in a header; only their raw text is looked at, so the SMTP server costs the
// machine little, as a real one elsewhere would.
const alerted = new Map<string, number>()
let accepted = 0
const smtp = await startSmtpServer({
  keep: false,
  onAccepted: (mail) => {
    accepted += 1
    const id = /^X-Lead-Id: ([0-9a-f-]{36})/im.exec(mail.raw)?.[1]
    if (id && mail.to.includes('office@example.com') && !alerted.has(id)) alerted.set(id, mail.at)
  },
})
// Limits off: this measures the e-mails under load, not the flood guards (bench:flood does those).
const base = { LEADS_RATE_LIMIT: '0', LEADS_WRITE_BUDGET: '0', LEAD_FORWARD_URL: '', DATABASE_URL: '', REDIS_URL: '' }
const modes = [
  { name: 'mail off', port, env: { SMTP_URL: '', SMTP_FROM: '' } },
  { name: 'mail on', port: port + 1, env: { SMTP_URL: smtp.url, SMTP_FROM: 'Bench <office@bench.example>' } },
]
const rates = new Map<string, number[]>(modes.map((mode) => [mode.name, []]))
const acknowledgedWithMail = new Map<string, number>()
let failed = 0

/** Waits until both e-mails of every lead posted with mail on have arrived (or a minute passed). */
async function allSent(posted: number): Promise<void> {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline && accepted < 2 * posted) await new Promise((resolve) => setTimeout(resolve, 100))
}

const sites = await Promise.all(
  modes.map((mode) => startSite(mode.port, { ...base, ...mode.env, LEADS_DB: join(scratch, `${mode.port}.db`) })),
)
let latencies: number[] = []
const cpu: number[] = []
try {
  // Warm: the route compiled and its first connections made before any clock starts.
  for (const mode of modes) await post(mode.port, 50)
  await allSent(50)
  sites.forEach((site, i) => (cpu[i] = cpuSeconds(site.pid)))
  for (let round = 0; round < rounds; round += 1) {
    for (const mode of round % 2 ? [...modes].reverse() : modes) {
      const result = await post(mode.port, count)
      rates.get(mode.name)!.push(result.acknowledged.size / result.seconds)
      failed += result.failed
      if (mode.name === 'mail on') for (const [id, at] of result.acknowledged) acknowledgedWithMail.set(id, at)
    }
  }
  await allSent(50 + rounds * count)
  sites.forEach((site, i) => (cpu[i] = cpuSeconds(site.pid) - cpu[i]!))
  latencies = [...acknowledgedWithMail].flatMap(([id, at]) => (alerted.has(id) ? [(alerted.get(id)! - at) / 1000] : []))
} finally {
  await Promise.all(sites.map((site) => site.stop()))
  await smtp.stop()
  rmSync(scratch, { recursive: true, force: true })
}

const sorted = latencies.sort((a, b) => a - b)
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN
const missing = acknowledgedWithMail.size - sorted.length
console.log(`bench:alerts  ${rounds} rounds of ${count} leads over ${connections} connections; load average ${load()}`)
console.log(
  `office e-mail accepted after the 201: p50 ${percentile(sorted, 50).toFixed(2)} s, p95 ${percentile(sorted, 95).toFixed(2)} s, max ${(sorted.at(-1) ?? NaN).toFixed(2)} s (${sorted.length} of ${acknowledgedWithMail.size} arrived${missing ? `, ${missing} missing` : ''})`,
)
for (const [name, list] of rates)
  console.log(`${name.padEnd(9)} ${median(list).toFixed(1)} leads/s (rounds: ${list.map((rate) => rate.toFixed(1)).join(', ')})`)
const perLead = (i: number) => ((cpu[i]! / (rounds * count)) * 1000).toFixed(1)
console.log(`server CPU per lead, its e-mails included: mail off ${perLead(0)} ms, mail on ${perLead(1)} ms`)
console.log(
  `throughput with mail on: ${((median(rates.get('mail on')!) / median(rates.get('mail off')!)) * 100).toFixed(0)}% of mail off${failed ? `; ${failed} posts not answered 201` : ''}`,
)
if (missing || failed) process.exitCode = 1
