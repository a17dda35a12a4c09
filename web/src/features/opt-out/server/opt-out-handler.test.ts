import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildLeadPayload, type LeadSubmission } from '@site/leads'
import { SqliteLeadStore } from '@site/lead-store'
import { handleLeadPost, type HandlerDeps } from '@/features/leads/server/lead-handler'
import { BoundedMemoryLimiter } from '@/features/leads/server/memory-limit'
import { memoryRateLimiter } from '@/features/leads/server/rate-limit'
import { networkOf } from '@/features/security/client-address'
import { handleServiceAreaGet } from '@/features/service-area/service-area-handler'
import { answerFor, serviceArea } from '@/features/service-area/zip-index'
import { handleOptOutPost } from './opt-out-handler'
import { consentFrom } from '@/features/leads/server/testing/consent'

// Withdrawing consent and the service-area mark through the real route logic and a real SQLite
// file: the answers a browser gets, and what the office then sees on the leads.

const scratch = mkdtempSync(join(tmpdir(), 'opt-out-handler-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

// The town lists only (no office, so no radius): the ZIP codes below are decided by the lists alone.
const towns = serviceArea(
  [
    { name: 'Jacksonville', slug: 'jacksonville', zipCodes: ['32207-32211'] },
    { name: 'St. Johns', slug: 'st-johns', zipCodes: ['32259'] },
  ],
  null,
  () => undefined,
)
const checkZip = async (zip: string) => answerFor(towns, zip)

let store: SqliteLeadStore
let deps: HandlerDeps
let woken: string[]
beforeEach(async () => {
  await store?.close()
  store = SqliteLeadStore.open(join(scratch, `${Math.random().toString(36).slice(2)}.db`))
  woken = []
  deps = {
    store: async () => store,
    limiter: null,
    consent: consentFrom(async () => store, { text: 'Current consent wording.', version: '2025-10-01' }),
    serviceArea: async (zip) => ((await checkZip(zip)).served ? 'served' : 'out-of-area'),
    onStored: (id) => woken.push(id),
    now: () => new Date('2025-09-10T15:00:00.000Z'),
  }
})

const post = (path: string, body: unknown, ip = '203.0.113.9') =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, 'User-Agent': 'TestBrowser/1.0' },
    body: JSON.stringify(body),
  })
const answer = async (response: Response) => ({ status: response.status, body: await response.json() })

const lead = (values: Partial<LeadSubmission['values']>) =>
  buildLeadPayload({
    formId: 'home-page-form',
    values: {
      firstName: 'Ray',
      lastName: 'Alvarez',
      email: 'ray@example.com',
      phone: '(904) 555-0177',
      address: '88 Ocean Blvd',
      city: 'Jacksonville',
      zipCode: '32209',
      ...values,
    },
    serviceLabel: 'Pest Control Only',
    consent: { given: true, text: 'I agree to texts. Reply STOP to opt out.', version: '2025-09-01' },
    page: { domain: 'localhost', url: 'http://localhost/' },
  })

describe('GET /api/service-area', () => {
  const get = async (query: string) =>
    answer(await handleServiceAreaGet(new Request(`http://localhost/api/service-area${query}`), checkZip))

  it('names the town and its page for a served ZIP code, and says so plainly for one outside', async () => {
    expect(await get('?zip=32259')).toEqual({
      status: 200,
      body: { zip: '32259', served: true, town: { name: 'St. Johns', path: '/locations/st-johns' } },
    })
    expect(await get('?zip=32210')).toMatchObject({ status: 200, body: { served: true, town: { name: 'Jacksonville' } } })
    expect(await get('?zip=32801')).toEqual({ status: 200, body: { zip: '32801', served: false } })
  })

  it('lets browsers keep a published answer a minute, and nobody keep one read in draft mode', async () => {
    const published = await handleServiceAreaGet(new Request('http://localhost/api/service-area?zip=32259'), checkZip)
    expect(published.headers.get('cache-control')).toBe('public, max-age=60')
    const draft = await handleServiceAreaGet(new Request('http://localhost/api/service-area?zip=32259'), checkZip, true)
    expect(draft.headers.get('cache-control')).toBe('private, no-store')
  })

  it('answers 400 with a message for anything but five digits', async () => {
    for (const query of ['', '?zip=', '?zip=3225', '?zip=322591', '?zip=32a59', '?zip=%2032259', '?zip=32259-1234']) {
      expect(await get(query), query).toEqual({ status: 400, body: { message: 'Please enter a five-digit ZIP code.' } })
    }
  })
})

describe('POST /api/opt-out', () => {
  it('stores the withdrawal with its time and channels, answers 202, and flags a later lead from the same person', async () => {
    const response = await answer(await handleOptOutPost(post('/api/opt-out', { email: 'Ray@Example.com', channels: ['sms'] }), deps))
    expect(response).toEqual({ status: 202, body: { ok: true } })
    const [optOut] = await store.listOptOuts()
    expect(optOut).toMatchObject({
      email: 'Ray@Example.com',
      phone: null,
      channels: ['sms'],
      receivedAt: '2025-09-10T15:00:00.000Z',
      clientIp: '203.0.113.9',
      outbox: { status: 'pending' },
    })
    expect(woken).toEqual([optOut?.id])

    const later = await answer(await handleLeadPost(post('/api/leads', lead({})), deps))
    expect(later.status).toBe(201)
    expect((await store.getLead(later.body.id))?.optOut).toEqual({ at: '2025-09-10T15:00:00.000Z', channels: ['sms'] })
    const stranger = await answer(
      await handleLeadPost(post('/api/leads', lead({ email: 'sam@example.com', phone: '(904) 555-0199' })), deps),
    )
    expect((await store.getLead(stranger.body.id))?.optOut).toBeNull()
  })

  it('answers 400 when neither a valid e-mail nor a valid phone is given, and stores nothing', async () => {
    for (const body of [{}, { channels: ['sms'] }, { email: 'not-an-address' }, { phone: '12345' }, { email: '', phone: '' }]) {
      const response = await answer(await handleOptOutPost(post('/api/opt-out', body), deps))
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body.message).toMatch(/\w/)
    }
    expect(await store.countOptOuts()).toBe(0)
  })

  it('keeps one record for a contact that asks again, with every channel asked for', async () => {
    for (const channels of [['sms'], ['sms'], ['email']]) {
      expect((await handleOptOutPost(post('/api/opt-out', { email: 'pat@example.com', channels }), deps)).status).toBe(202)
    }
    expect(await store.countOptOuts()).toBe(1)
    expect((await store.listOptOuts())[0]).toMatchObject({ requests: 3, channels: ['sms', 'email'] })
  })

  it('takes withdrawals when a flood has spent the hour of new leads, and says once in the log that the budget ran out', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const tight = SqliteLeadStore.open(join(scratch, `${Math.random().toString(36).slice(2)}.db`), { writeBudgetPerHour: 2 })
    const budgeted = { ...deps, store: async () => tight }
    const statuses = []
    for (let index = 0; index < 4; index++)
      statuses.push((await handleLeadPost(post('/api/leads', lead({ email: `flood-${index}@example.com` })), budgeted)).status)
    expect(statuses).toEqual([201, 201, 503, 503])
    const refusedAnswer = await handleLeadPost(post('/api/leads', lead({})), budgeted)
    expect(Number(refusedAnswer.headers.get('retry-after'))).toBeGreaterThan(60)
    expect(
      errors.mock.calls.flat().filter((line) => /write budget of 2 new leads and sign-ups an hour is spent/.test(String(line))),
    ).toHaveLength(1)
    expect((await handleOptOutPost(post('/api/opt-out', { email: 'ray@example.com' }), budgeted)).status).toBe(202)
    await tight.close()
    errors.mockRestore()
  })

  it('once a flood has spent the budget, takes a post from a network new this hour from the share kept for newcomers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // A budget of 20 an hour keeps 2 for newcomers.
    const tight = SqliteLeadStore.open(join(scratch, `${Math.random().toString(36).slice(2)}.db`), { writeBudgetPerHour: 20 })
    const networks = new BoundedMemoryLimiter({ points: 1, duration: 3600 })
    const newcomer = (ip: string | null) =>
      networks.consume(networkOf(ip)).then(
        () => true,
        () => false,
      )
    const budgeted = { ...deps, store: async () => tight, newcomer }
    const from = (ip: string, index: number) => handleLeadPost(post('/api/leads', lead({ email: `n-${index}@example.com` }), ip), budgeted)
    const flood: number[] = []
    for (let index = 0; index < 23; index++) flood.push((await from(`198.51.100.${index + 1}`, index)).status)
    // The flood's network gets the budget and one newcomer post; a person from another network gets in.
    expect(flood.filter((status) => status === 201)).toHaveLength(21)
    expect(flood.slice(21)).toEqual([503, 503])
    expect((await from('203.0.113.50', 100)).status).toBe(201)
    // The share is spent: the next network waits for the refill.
    expect((await from('192.0.2.7', 101)).status).toBe(503)
    await tight.close()
  })

  it('rate limits like leads (429 with Retry-After), and refuses a body that is not JSON (415)', async () => {
    const limited = { ...deps, limiter: memoryRateLimiter(1, 60_000) }
    expect((await handleOptOutPost(post('/api/opt-out', { phone: '904-555-0177' }), limited)).status).toBe(202)
    const second = await handleOptOutPost(post('/api/opt-out', { phone: '904-555-0177' }), limited)
    expect(second.status).toBe(429)
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0)
    const text = new Request('http://localhost/api/opt-out', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'stop' })
    expect((await handleOptOutPost(text, deps)).status).toBe(415)
  })
})

describe('the service-area mark on leads', () => {
  it('marks a lead inside the area served and one outside out-of-area, and keeps both', async () => {
    const inside = await answer(await handleLeadPost(post('/api/leads', lead({ zipCode: '32259' })), deps))
    const outside = await answer(await handleLeadPost(post('/api/leads', lead({ zipCode: '32801' })), deps))
    expect([inside.status, outside.status]).toEqual([201, 201])
    expect((await store.getLead(inside.body.id))?.serviceArea).toBe('served')
    expect((await store.getLead(outside.body.id))?.serviceArea).toBe('out-of-area')
  })

  it('keeps the lead unmarked when the content cannot be read', async () => {
    const broken = { ...deps, serviceArea: async () => Promise.reject(new Error('content source down')) }
    const response = await answer(await handleLeadPost(post('/api/leads', lead({})), broken))
    expect(response.status).toBe(201)
    expect((await store.getLead(response.body.id))?.serviceArea).toBeNull()
  })
})
