// The lead-and-opt-out part of `pnpm bench:flood`: one instance of the build with its own SQLite store
// and the limits as deployed (LEADS_RATE_LIMIT's default, the default write budget), sent leads and
// opt-outs from many loopback addresses (127.0.0.0/8, each request from its own source address,
// spread over a few /24 networks as a flood from a few hosting ranges is), then a real lead and a real
// opt-out from a network and a contact the flood never used. Printed: the answers, the store's bytes
// and rows before and after, what the server logged about the budget, and how the real lead and
// opt-out were answered (following Retry-After, as a visitor trying again would, should they be refused).
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { buildLeadPayload } from '@site/leads'
import { startInstance } from '../../web/e2e/support/instance.ts'

type Answer = { status: number; retryAfter: number }

function post(url: string, path: string, body: unknown, from: string): Promise<Answer> {
  const data = JSON.stringify(body)
  return new Promise((resolve) => {
    const outgoing = request(
      `${url}${path}`,
      {
        method: 'POST',
        agent: false,
        localAddress: from,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) },
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: Number(response.headers['retry-after'] ?? 0) }))
      },
    )
    outgoing.on('error', () => resolve({ status: 0, retryAfter: 0 }))
    outgoing.end(data)
  })
}

const lead = (tag: string, url: string) =>
  buildLeadPayload({
    formId: 'home-page-form',
    values: {
      firstName: 'Flood',
      lastName: `Sender ${tag}`,
      email: `flood-${tag}@example.com`,
      phone: '(904) 555-0142',
      address: `${tag} Riverside Ave`,
      city: 'Jacksonville',
      zipCode: '32204',
    },
    serviceLabel: 'Lawn Program $55/month',
    consent: { given: true, text: 'I agree to be contacted. Reply STOP to opt out.', version: 'bench' },
    page: { domain: '127.0.0.1', url },
  })

/** The store as the office's disk sees it: bytes in use (pages minus free pages) and the file's rows. */
function storeFigures(file: string) {
  const db = new DatabaseSync(file, { readOnly: true })
  const one = (sql: string) => Number(Object.values(db.prepare(sql).get() ?? {})[0] ?? 0)
  const figures = {
    bytes: (one('PRAGMA page_count') - one('PRAGMA freelist_count')) * one('PRAGMA page_size'),
    leads: one('SELECT COUNT(*) FROM leads'),
    optOuts: one('SELECT COUNT(*) FROM opt_outs'),
    requests: one('SELECT COALESCE(SUM(requests), 0) FROM opt_outs'),
  }
  db.close()
  return figures
}

/** The index-th sender's address: every one different, spread over `networks` /24s of 127.0.0.0/8. */
const sender = (index: number, networks: number) => {
  const network = index % networks
  return `127.${1 + Math.floor(network / 250)}.${network % 250}.${(Math.floor(index / networks) % 250) + 1}`
}

/** Sends until the store says 201/202, following Retry-After, as a visitor trying again would. */
async function untilTaken(send: () => Promise<Answer>): Promise<{ first: Answer; final: Answer; waitedSeconds: number }> {
  const started = Date.now()
  const first = await send()
  let final = first
  for (let tries = 0; final.status === 503 && tries < 5; tries++) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(1, final.retryAfter) * 1000))
    final = await send()
  }
  return { first, final, waitedSeconds: (Date.now() - started) / 1000 }
}

export async function floodLeads({
  addresses,
  perAddress,
  networks,
  connections,
}: {
  addresses: number
  perAddress: number
  networks: number
  connections: number
}) {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-flood-leads-'))
  const file = join(scratch, 'leads.db')
  const instance = await startInstance('leads', { LEADS_DB: file })
  try {
    await post(instance.url, '/api/opt-out', { email: 'warm-up@example.com' }, '127.0.0.1')
    const before = storeFigures(file)
    const jobs: (() => Promise<[string, Answer]>)[] = []
    for (let index = 0; index < addresses; index++) {
      const from = sender(index, networks)
      for (let n = 0; n < perAddress; n++) {
        const tag = `${index}-${n}`
        jobs.push(async () => ['lead', await post(instance.url, '/api/leads', lead(tag, `${instance.url}/`), from)])
        // Every third opt-out repeats the address's first contact: merged, not a new row.
        const email = n % 3 === 2 ? `stop-${index}-0@example.com` : `stop-${tag}@example.com`
        jobs.push(async () => ['opt-out', await post(instance.url, '/api/opt-out', { email, channels: ['sms'] }, from)])
      }
    }
    const counts: Record<string, Record<number, number>> = { lead: {}, 'opt-out': {} }
    const started = Date.now()
    let next = 0
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (next < jobs.length) {
          const [kind, answer] = await (jobs[next++] as () => Promise<[string, Answer]>)()
          const tally = (counts[kind] ??= {})
          tally[answer.status] = (tally[answer.status] ?? 0) + 1
        }
      }),
    )
    const seconds = (Date.now() - started) / 1000
    const after = storeFigures(file)
    const fresh = '127.254.254.254'
    const realLead = await untilTaken(() => post(instance.url, '/api/leads', lead(`real-${Date.now()}`, `${instance.url}/contact`), fresh))
    const realOptOut = await untilTaken(() => post(instance.url, '/api/opt-out', { email: `real-stop-${Date.now()}@example.com` }, fresh))
    const budgetLines = instance
      .output()
      .split('\n')
      .filter((line) => /write budget/.test(line))

    const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
    console.log(
      `\nLead and opt-out flood: ${addresses} addresses in ${networks} /24s of 127.0.0.0/8, ${perAddress} leads and ${perAddress} opt-outs each, ${connections} at a time, ${seconds.toFixed(1)} s`,
    )
    console.log(`  lead answers    ${JSON.stringify(counts.lead)}`)
    console.log(`  opt-out answers ${JSON.stringify(counts['opt-out'])}`)
    console.log(`\n${'figure'.padEnd(30)}${'before'.padStart(12)}${'after'.padStart(12)}`)
    for (const [name, read] of [
      ['store bytes in use', (at: typeof before) => kb(at.bytes)],
      ['leads', (at: typeof before) => String(at.leads)],
      ['opt-out records', (at: typeof before) => String(at.optOuts)],
      ['opt-out requests', (at: typeof before) => String(at.requests)],
    ] as const) {
      console.log(`${name.padEnd(30)}${read(before).padStart(12)}${read(after).padStart(12)}`)
    }
    console.log(`\nServer log about the budget:\n${budgetLines.map((line) => `  ${line.trim()}`).join('\n') || '  (nothing)'}`)
    const told = (name: string, result: Awaited<ReturnType<typeof untilTaken>>) =>
      `${name}: first answer ${result.first.status}${result.first.status === 503 ? ` (Retry-After ${result.first.retryAfter} s)` : ''}, ` +
      `then ${result.final.status} after ${result.waitedSeconds.toFixed(1)} s`
    console.log(
      `\nAfter the flood, from ${fresh} and a new contact:\n  ${told('a real lead', realLead)}\n  ${told('a real opt-out', realOptOut)}`,
    )
    return { realLead: realLead.final.status, realOptOut: realOptOut.final.status }
  } finally {
    await instance.kill()
    rmSync(scratch, { recursive: true, force: true })
  }
}
