import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { LEAD_CLIENT } from '@site/leads'
import { backoffDelay, isRetryableStatus } from './backoff.ts'
import { Outbox, type OutboxOptions } from './outbox.ts'
import { SqliteLeadStore } from './sqlite-store.ts'
import { sampleLead, sampleOptOut } from './testing/fixtures.ts'
import { leadWithToken, sampleWindow } from './testing/mail-visit-conformance.ts'
import type { NewLead, VisitWindow } from './types.ts'
import { hashVisitToken } from './visit-bookings.ts'

// A real CRM stand-in on a local port. It can be down (503), drop connections, refuse (422), or
// answer too late; when up it keeps each lead once by Idempotency-Key, as a careful CRM does.
type Mode = 'up' | 'down' | 'reset' | 'refuse' | 'slow' | 'moved' | 'verbose'
let mode: Mode = 'up'
let server: Server
let url = ''
const kept = new Map<string, { body: Record<string, unknown>; headers: IncomingMessage['headers'] }>()
const requests: string[] = []
let duplicates = 0

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      const key = String(request.headers['idempotency-key'])
      requests.push(key)
      if (mode === 'down') return response.writeHead(503).end('maintenance')
      if (mode === 'reset') return request.socket.destroy()
      if (mode === 'moved') return response.writeHead(308, { Location: `${url}-elsewhere` }).end()
      // An answer far larger than any error message: the sender must not read it all.
      if (mode === 'verbose') return response.writeHead(500, { 'Content-Type': 'text/plain' }).end('e'.repeat(4 * 1024 * 1024))
      if (mode === 'refuse') return response.writeHead(422, { 'Content-Type': 'application/json' }).end('{"message":"email rejected"}')
      if (kept.has(key)) duplicates += 1
      else kept.set(key, { body: JSON.parse(raw), headers: request.headers })
      const answer = () => response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"ok":true}')
      if (mode === 'slow') setTimeout(answer, 400)
      else answer()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const scratch = mkdtempSync(join(tmpdir(), 'leads-outbox-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

let file = ''
let store: SqliteLeadStore
let clock = Date.parse('2025-09-10T15:00:00.000Z')
const now = () => new Date(clock)
const outbox = (options: Partial<OutboxOptions> = {}) =>
  new Outbox({ store, url, now, baseDelayMs: 60_000, maxDelayMs: 3_600_000, random: () => 0.5, log: () => undefined, ...options })

beforeEach(() => {
  mode = 'up'
  kept.clear()
  requests.length = 0
  duplicates = 0
  file = join(scratch, `${Math.random().toString(36).slice(2)}.db`)
  store = SqliteLeadStore.open(file)
})
afterEach(() => store.close())

/** Books `window` right after the lead arrived, as the picker does: a token books only within a day of its lead. */
const bookRightAfter = (lead: NewLead, token: string, window: VisitWindow) =>
  store.visits.book({
    leadId: lead.id,
    tokenHash: hashVisitToken(token),
    window,
    capacity: 3,
    now: lead.receivedAt,
    network: '203.0.113.0/24',
  })

async function storeLeads(count: number) {
  const leads = Array.from({ length: count }, () => sampleLead({}, now().toISOString()))
  for (const lead of leads) await store.insertLead(lead)
  return leads
}

describe('the outbox forwarding leads to the CRM', () => {
  it('retries through an outage with backoff and delivers every lead exactly once', async () => {
    const leads = await storeLeads(5)
    mode = 'down'
    expect(await outbox().sweep()).toEqual({ delivered: 0, retrying: 5, parked: 0 })
    const waiting = await store.getLead(leads[0]!.id)
    expect(waiting?.outbox).toMatchObject({ status: 'pending', attempts: 1, lastStatus: 503, lastError: 'HTTP 503: maintenance' })
    // attempt 1 waits base/2 + base/2 * 0.5 = 45 s
    expect(waiting?.outbox.nextAttemptAt).toBe(new Date(clock + 45_000).toISOString())

    mode = 'reset'
    clock += 45_000
    expect(await outbox().sweep()).toEqual({ delivered: 0, retrying: 5, parked: 0 })
    expect((await store.getLead(leads[0]!.id))?.outbox).toMatchObject({ attempts: 2, lastStatus: null })

    // Not due yet: the second wait is twice as long (90 s).
    mode = 'up'
    clock += 60_000
    expect(await outbox().sweep()).toEqual({ delivered: 0, retrying: 0, parked: 0 })
    clock += 30_000
    expect(await outbox().sweep()).toEqual({ delivered: 5, retrying: 0, parked: 0 })

    expect([...kept.keys()].sort()).toEqual(leads.map((lead) => lead.id).sort())
    expect(duplicates).toBe(0)
    expect(requests).toHaveLength(15)
    for (const lead of leads)
      expect((await store.getLead(lead.id))?.outbox).toMatchObject({ status: 'delivered', attempts: 3, lastStatus: 201 })
    expect(await outbox().sweep()).toEqual({ delivered: 0, retrying: 0, parked: 0 })
  })

  it("forwards the lead payload as stored, with the lead id as Idempotency-Key and the CRM's client key", async () => {
    const [lead] = await storeLeads(1)
    await outbox({ clientKey: 'crm-client-42', token: 's3cret' }).sweep()
    const received = kept.get(lead!.id)
    expect(received?.headers['idempotency-key']).toBe(lead!.id)
    expect(received?.headers['content-type']).toBe('application/json')
    expect(received?.headers.authorization).toBe('Bearer s3cret')
    expect(Object.keys(received?.body ?? {})).toEqual(['client', 'domain', 'leadData', 'legal', 'hubspotSubscriptions'])
    expect(received?.body).toMatchObject({
      client: 'crm-client-42',
      domain: 'www.example.com',
      leadData: { firstName: 'Dana', select_a_service__sg_: 'Lawn + Pest Control $80/month', submission_form_id: 'spider-control-form' },
      legal: { contactConsent: true },
      hubspotSubscriptions: { subscriptionIds: [], emailSubscription: true, smsSubscription: false },
    })
  })

  it('parks a lead the CRM refuses (4xx) and sends it again after a retry', async () => {
    const [lead] = await storeLeads(1)
    mode = 'refuse'
    expect(await outbox().sweep()).toEqual({ delivered: 0, retrying: 0, parked: 1 })
    expect((await store.getLead(lead!.id))?.outbox).toMatchObject({ status: 'parked', lastStatus: 422 })
    clock += 24 * 3_600_000
    expect(await outbox().sweep()).toEqual({ delivered: 0, retrying: 0, parked: 0 })
    mode = 'up'
    expect(await store.requeueParked(now().toISOString())).toBe(1)
    expect(await outbox().sweep()).toEqual({ delivered: 1, retrying: 0, parked: 0 })
    expect([...kept.keys()]).toEqual([lead!.id])
  })

  it('parks a lead after the last allowed attempt', async () => {
    const [lead] = await storeLeads(1)
    mode = 'down'
    const sender = outbox({ maxAttempts: 3, baseDelayMs: 1000 })
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await sender.sweep()
      clock += 10_000
    }
    expect((await store.getLead(lead!.id))?.outbox).toMatchObject({ status: 'parked', attempts: 3 })
    expect(requests).toHaveLength(3)
  })

  it('carries on after a restart: state is in the store, not in memory', async () => {
    const leads = await storeLeads(3)
    mode = 'down'
    await outbox().sweep()
    await store.close()
    store = SqliteLeadStore.open(file)
    mode = 'up'
    clock += 3_600_000
    expect(await outbox().sweep()).toEqual({ delivered: 3, retrying: 0, parked: 0 })
    expect([...kept.keys()].sort()).toEqual(leads.map((lead) => lead.id).sort())
  })

  it('resends when the answer is lost, and the CRM keeps the lead once by its key', async () => {
    const [lead] = await storeLeads(1)
    mode = 'slow'
    expect(await outbox({ timeoutMs: 100 }).sweep()).toEqual({ delivered: 0, retrying: 1, parked: 0 })
    mode = 'up'
    clock += 3_600_000
    expect(await outbox().sweep()).toEqual({ delivered: 1, retrying: 0, parked: 0 })
    expect(requests).toEqual([lead!.id, lead!.id])
    expect([...kept.keys()]).toEqual([lead!.id])
    expect(duplicates).toBe(1)
  })

  it('runs in the background and forwards a new lead as soon as it is woken', async () => {
    const sender = outbox()
    sender.start(60_000)
    const [lead] = await storeLeads(1)
    await sender.wake()
    await sender.stop()
    expect([...kept.keys()]).toEqual([lead!.id])
  })
})

describe('the outbox forwarding opt-outs', () => {
  it('sends each opt-out once, in its own record, keyed by its id, and retries it like a lead', async () => {
    const optOut = sampleOptOut({ phone: null, channels: ['email'] })
    await store.insertOptOut(optOut)
    mode = 'down'
    expect(await outbox().sweep()).toEqual({ delivered: 0, retrying: 1, parked: 0 })
    mode = 'up'
    clock += 3_600_000
    expect(await outbox({ clientKey: 'crm-client-42' }).sweep()).toEqual({ delivered: 1, retrying: 0, parked: 0 })
    expect(kept.get(optOut.id)?.body).toEqual({
      client: 'crm-client-42',
      type: 'opt-out',
      optOut: {
        id: optOut.id,
        receivedAt: optOut.receivedAt,
        email: 'dana@example.com',
        phone: null,
        channels: ['email'],
        pageUrl: optOut.pageUrl,
      },
    })
    expect((await store.listOptOuts())[0]?.outbox).toMatchObject({ status: 'delivered', attempts: 2, lastStatus: 201 })
  })
})

describe('backoff', () => {
  it('doubles per attempt, is capped, and spreads retries between half and the full delay', () => {
    const options = { baseMs: 1000, maxMs: 60_000 }
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, { ...options, random: () => 1 }))).toEqual([1000, 2000, 4000, 8000])
    expect(backoffDelay(20, { ...options, random: () => 1 })).toBe(60_000)
    expect(backoffDelay(3, { ...options, random: () => 0 })).toBe(2000)
  })

  it('retries server errors and "not now" answers, not other refusals', () => {
    expect([500, 502, 503, 408, 425, 429].every(isRetryableStatus)).toBe(true)
    expect([400, 401, 403, 404, 409, 413, 422].some(isRetryableStatus)).toBe(false)
  })
})

describe('what leaves the site', () => {
  it('never follows a redirect: a 308 from the CRM parks the lead instead of posting it elsewhere', async () => {
    const lead = sampleLead()
    await store.insertLead(lead)
    mode = 'moved'
    expect(await outbox().sweep()).toEqual({ delivered: 0, retrying: 0, parked: 1 })
    // Only the CRM's own address was asked; the address it pointed to never saw the lead.
    expect(requests).toEqual([lead.id])
    expect((await store.getLead(lead.id))?.outbox).toMatchObject({ status: 'parked', lastStatus: 308 })
  })

  it('keeps at most 16 KB of an answer, however much the CRM sends', async () => {
    const lead = sampleLead()
    await store.insertLead(lead)
    mode = 'verbose'
    await outbox().sweep()
    const error = (await store.getLead(lead.id))?.outbox.lastError ?? ''
    expect(error).toMatch(/^HTTP 500/)
    expect(error.length).toBeLessThan(17 * 1024)
  })
})

describe('a visit window reaching the CRM', () => {
  it('follows its delivered lead as {type: "visit-window", leadId, window}, keyed by the update', async () => {
    const { lead, token } = leadWithToken()
    await store.insertLead(lead)
    const window = sampleWindow('2025-09-12')
    await bookRightAfter(lead, token, window)
    expect(await outbox().sweep()).toEqual({ delivered: 2, retrying: 0, parked: 0 })
    // The lead first, then its update, each under its own key.
    expect(requests[0]).toBe(lead.id)
    const update = kept.get(requests[1]!)
    expect(update?.body).toEqual({ client: LEAD_CLIENT, type: 'visit-window', leadId: lead.id, window, status: 'requested' })
  })

  it('in the HubSpot format sends the contact again with preferred_visit_window', async () => {
    const { lead, token } = leadWithToken()
    await store.insertLead(lead)
    await outbox({ format: 'hubspot' }).sweep()
    const window = sampleWindow('2025-09-12', '12:00', '16:00')
    await bookRightAfter(lead, token, window)
    expect(await outbox({ format: 'hubspot' }).sweep()).toEqual({ delivered: 1, retrying: 0, parked: 0 })
    const fields = kept.get(requests[1]!)?.body.fields as { name: string; value: string }[]
    expect(fields).toContainEqual({ objectTypeId: '0-1', name: 'preferred_visit_window', value: '2025-09-12 12:00-16:00 ET' })
    expect(fields).toContainEqual({ objectTypeId: '0-1', name: 'email', value: 'dana@example.com' })
  })
})
