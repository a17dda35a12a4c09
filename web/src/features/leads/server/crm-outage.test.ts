import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Outbox, SqliteLeadStore } from '@site/lead-store'
import { handleLeadPost } from './lead-handler'
import { validBody } from './testing/hostile-bodies'
import { consentFrom } from './testing/consent'

// The CRM is down for the whole day, then comes back. Leads keep arriving through the real route
// handler; the outbox retries with its real schedule on a simulated clock until it gives up and
// parks them; the office sees them in `pnpm leads`, queues them again and drains them, with some of
// the CRM's answers lost on the way. Every lead must reach the CRM exactly once (by its
// Idempotency-Key) and none may be lost.

type Mode = 'down' | 'reset' | 'up' | 'lose-answers'
let mode: Mode = 'down'
let loseNext = 0
let crm: Server
let url = ''
const kept = new Map<string, number>() // Idempotency-Key -> times accepted
let requests = 0

const scratch = mkdtempSync(join(tmpdir(), 'leads-crm-outage-'))
const file = join(scratch, 'leads.db')
const root = fileURLToPath(new URL('../../../../../', import.meta.url))
// Asynchronous, so the CRM stand-in in this process keeps answering while the CLI runs.
const pnpmLeads = async (...args: string[]) =>
  (
    await promisify(execFile)(process.execPath, [join(root, 'scripts/leads/cli.ts'), ...args], {
      env: { ...process.env, LEADS_DB: file, DATABASE_URL: '', LEAD_FORWARD_URL: url },
      encoding: 'utf8',
    })
  ).stdout

beforeAll(async () => {
  crm = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      requests += 1
      const key = String(request.headers['idempotency-key'])
      if (mode === 'down') return response.writeHead(503).end('down for maintenance')
      if (mode === 'reset') return request.socket.destroy()
      // A careful CRM keeps one lead per key and says yes again to a repeat.
      kept.set(key, (kept.get(key) ?? 0) + 1)
      if (mode === 'lose-answers' && loseNext > 0) {
        loseNext -= 1
        return request.socket.destroy() // accepted, but the answer never arrives
      }
      response.writeHead(kept.get(key)! > 1 ? 200 : 201, { 'Content-Type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/leads`
})
afterAll(async () => {
  await new Promise<void>((resolve) => crm.close(() => resolve()))
  rmSync(scratch, { recursive: true, force: true })
})

describe('the CRM down for a whole day, then up', () => {
  it('parks every lead visibly, then delivers each exactly once after pnpm leads retry and drain', async () => {
    const store = SqliteLeadStore.open(file)
    let clock = Date.now()
    // The site's own schedule (16 attempts, 30 s doubling to 6 h), on a clock the test moves.
    const outbox = new Outbox({ store, url, now: () => new Date(clock), random: () => 0.5, log: () => undefined })
    const ids: string[] = []
    for (let i = 0; i < 12; i += 1) {
      const response = await handleLeadPost(
        new Request('http://localhost/api/leads', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.20' },
          body: JSON.stringify(validBody(`outage-${i}`)),
        }),
        {
          store: async () => store,
          limiter: null,
          consent: consentFrom(async () => store, { text: 'wording', version: 'v1' }),
          now: () => new Date(clock),
          onStored: () => void outbox.wake(),
        },
      )
      expect(response.status).toBe(201)
      ids.push((await response.json()).id)
      clock += 60_000
    }

    // Down all day: refusals and dropped connections, every retry when it falls due.
    let sweeps = 0
    for (let due = await store.nextDueAt(); due; due = await store.nextDueAt()) {
      clock = Math.max(clock, Date.parse(due))
      mode = sweeps % 2 ? 'reset' : 'down'
      await outbox.sweep()
      sweeps += 1
    }
    const hoursDown = (clock - Date.parse((await store.getLead(ids[0]!))!.receivedAt)) / 3_600_000
    expect(hoursDown).toBeGreaterThan(24)
    expect(kept.size).toBe(0)
    expect(await store.countLeads('parked')).toBe(12)
    for (const id of ids) expect((await store.getLead(id))?.outbox).toMatchObject({ status: 'parked', attempts: 16 })
    await store.close()

    // The office sees them.
    const parked = await pnpmLeads('list', '--status', 'parked', '--limit', '50')
    for (const id of ids) expect(parked).toContain(id)
    expect(await pnpmLeads('status')).toContain('Leads: 12 (pending 0, delivered 0, parked 12)')

    // The CRM is back. Three of its answers are lost in transit.
    mode = 'lose-answers'
    loseNext = 3
    expect(await pnpmLeads('retry')).toContain('12 parked leads queued again.')
    expect(await pnpmLeads('drain')).toContain('Forwarded 9; 3 will be retried; 0 parked.')

    // The three go again when due; the CRM recognises their keys.
    mode = 'up'
    const reopened = SqliteLeadStore.open(file)
    const later = new Outbox({ store: reopened, url, now: () => new Date(Date.now() + 3_600_000), log: () => undefined })
    expect(await later.sweep()).toEqual({ delivered: 3, retrying: 0, parked: 0 })
    for (const id of ids) expect((await reopened.getLead(id))?.outbox.status).toBe('delivered')
    await reopened.close()

    expect([...kept.keys()].sort()).toEqual([...ids].sort())
    expect([...kept.values()].filter((times) => times > 1)).toEqual([2, 2, 2])
    expect(await pnpmLeads('status')).toContain('Leads: 12 (pending 0, delivered 12, parked 0)')
    expect(requests).toBe(12 * 16 + 12 + 3)
  })
})
