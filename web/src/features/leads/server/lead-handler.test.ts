import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { buildLeadPayload, type LeadSubmission } from '@site/leads'
import { SqliteLeadStore } from '@site/lead-store'
import { handleLeadPost, type HandlerDeps } from './lead-handler'
import { handleNewsletterPost } from './newsletter-handler'
import { memoryRateLimiter } from './rate-limit'
import { MAX_BODY_BYTES } from './request-body'
import { consentFrom } from './testing/consent'

// The route logic with real Request objects and a real SQLite file: what a visitor's browser, a
// bot or a broken client gets back, and what is (or is not) on disk afterwards.

const scratch = mkdtempSync(join(tmpdir(), 'leads-handler-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

let store: SqliteLeadStore
let stored: string[]
let deps: HandlerDeps
beforeEach(async () => {
  await store?.close()
  store = SqliteLeadStore.open(join(scratch, `${Math.random().toString(36).slice(2)}.db`))
  stored = []
  deps = {
    store: async () => store,
    limiter: null,
    consent: consentFrom(async () => store, {
      text: 'Current consent wording from site settings.',
      version: '2025-10-01',
      newsletter: { text: 'Newsletter wording from site settings.', version: 'n2' },
    }),
    onStored: (id) => stored.push(id),
    now: () => new Date('2025-09-10T15:00:00.000Z'),
  }
})

const submission: LeadSubmission = {
  formId: 'roach-control-form',
  values: {
    firstName: 'Ray',
    lastName: 'Alvarez',
    email: 'ray@example.com',
    phone: '(904) 555-0177',
    address: '88 Ocean Blvd',
    city: 'Atlantic Beach',
    zipCode: '32233',
  },
  serviceLabel: 'Pest Control Only',
  consent: { given: true, text: 'I agree to texts. Reply STOP to opt out.', version: '2025-09-01' },
  page: { domain: 'localhost', url: 'http://localhost/pest-control/roaches' },
  now: new Date('2025-09-10T14:59:57.000Z'),
}

const payloadFrom = (email: string) => buildLeadPayload({ ...submission, values: { ...submission.values, email } })

const post = (body: unknown, headers: Record<string, string> = {}, path = '/api/leads') =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': '203.0.113.9',
      'User-Agent': 'TestBrowser/1.0',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

async function answer(response: Response) {
  return { status: response.status, body: await response.json() }
}

describe('POST /api/leads', () => {
  it('stores the lead with its consent evidence before answering 201 {ok, id}', async () => {
    const response = await answer(await handleLeadPost(post(buildLeadPayload(submission)), deps))
    expect(response).toEqual({
      status: 201,
      body: { ok: true, id: expect.any(String), token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) },
    })
    const lead = await store.getLead(response.body.id)
    expect(lead).toMatchObject({
      formId: 'roach-control-form',
      pageName: 'Roach Control',
      service: 'Pest Control Only',
      receivedAt: '2025-09-10T15:00:00.000Z',
      clientTimestamp: '2025-09-10T14:59:57.000Z',
      consent: {
        given: true,
        text: 'Current consent wording from site settings.',
        version: '2025-10-01',
        source: 'server',
        at: '2025-09-10T15:00:00.000Z',
        pageUrl: 'http://localhost/pest-control/roaches',
        clientIp: '203.0.113.9',
        userAgent: 'TestBrowser/1.0',
      },
      outbox: { status: 'pending', attempts: 0 },
    })
    expect(stored).toEqual([response.body.id])
  })

  it("keeps the site's own wording as evidence, whatever wording the browser posts", async () => {
    const payload = buildLeadPayload(submission)
    const forged = { ...payload, legal: { contactConsent: true, consentText: 'I agree to nothing at all.', consentVersion: 'forged' } }
    const response = await answer(await handleLeadPost(post(forged), deps))
    expect(response.status).toBe(201)
    expect((await store.getLead(response.body.id))?.consent).toMatchObject({
      text: 'Current consent wording from site settings.',
      version: '2025-10-01',
      source: 'server',
    })
  })

  it("subscribes a lead to the site's HubSpot subscription types only, never to ones the browser names", async () => {
    const payload = buildLeadPayload(submission)
    const forged = {
      ...payload,
      hubspotSubscriptions: { subscriptionIds: ['999', '1000'], emailSubscription: true, smsSubscription: false },
    }
    const withIds = {
      ...deps,
      consent: consentFrom(async () => store, {
        text: 'Current consent wording from site settings.',
        version: '2025-10-01',
        subscriptionIds: ['12345'],
      }),
    }
    const response = await answer(await handleLeadPost(post(forged), withIds))
    expect(response.status).toBe(201)
    const lead = await store.getLead(response.body.id)
    expect(lead?.payload.hubspotSubscriptions.subscriptionIds).toEqual(['12345'])
    expect(lead?.payload.leadData.marketing_subscription_ids ?? ['12345']).toEqual(['12345'])
  })

  it("records the site's current wording when a client does not say what it showed", async () => {
    const payload = buildLeadPayload(submission)
    const response = await answer(await handleLeadPost(post({ ...payload, legal: { contactConsent: true } }), deps))
    expect(response.status).toBe(201)
    expect((await store.getLead(response.body.id))?.consent).toMatchObject({
      text: 'Current consent wording from site settings.',
      version: '2025-10-01',
      source: 'server',
    })
  })

  it('refuses a lead without consent with the consent message, and stores nothing', async () => {
    const payload = buildLeadPayload({ ...submission, consent: { ...submission.consent, given: false } })
    const response = await answer(await handleLeadPost(post(payload), deps))
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('Please check the consent box to continue.')
    expect(response.body.issues).toContainEqual({ path: 'legal.contactConsent', message: 'Please check the consent box to continue.' })
    expect(await store.countLeads()).toBe(0)
  })

  it('answers 400 {message, issues} for invalid fields', async () => {
    const payload = buildLeadPayload({ ...submission, values: { ...submission.values, zipCode: '322', phone: '(904) 555' } })
    const response = await answer(await handleLeadPost(post(payload), deps))
    expect(response).toEqual({
      status: 400,
      body: {
        message: 'Phone number must be exactly 10 digits',
        issues: [
          { path: 'leadData.phone', message: 'Phone number must be exactly 10 digits' },
          { path: 'leadData.zipCode', message: 'Please enter a valid 5-digit ZIP code.' },
        ],
      },
    })
  })

  it('answers 400 with the field message for a first name made only of zero-width characters, and stores nothing', async () => {
    const payload = buildLeadPayload({ ...submission, values: { ...submission.values, firstName: '\u200b\u200b' } })
    const response = await answer(await handleLeadPost(post(payload), deps))
    expect(response).toEqual({
      status: 400,
      body: {
        message: 'Please enter your first name.',
        issues: [{ path: 'leadData.firstName', message: 'Please enter your first name.' }],
      },
    })
    expect(await store.countLeads()).toBe(0)
  })

  it('answers 400 for a body that is not JSON, 415 for one that is not sent as JSON', async () => {
    expect(await answer(await handleLeadPost(post('{"client":'), deps))).toMatchObject({
      status: 400,
      body: { message: expect.any(String) },
    })
    const form = await handleLeadPost(post('firstName=Ray', { 'Content-Type': 'application/x-www-form-urlencoded' }), deps)
    expect(form.status).toBe(415)
    expect(await handleLeadPost(new Request('http://localhost/api/leads', { method: 'POST', body: '{}' }), deps)).toHaveProperty(
      'status',
      415,
    )
    expect(await store.countLeads()).toBe(0)
  })

  it('answers 413 over 32 KB, whether or not the length is declared', async () => {
    const payload = buildLeadPayload(submission)
    const big = JSON.stringify({ ...payload, leadData: { ...payload.leadData, message: 'x'.repeat(MAX_BODY_BYTES) } })
    expect((await handleLeadPost(post(big, { 'Content-Length': String(big.length) }), deps)).status).toBe(413)
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 40; i += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)))
        controller.close()
      },
    })
    // A streamed body with no Content-Length (Node needs duplex: 'half' to send one).
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: chunks, duplex: 'half' }
    const streamed = new Request('http://localhost/api/leads', init)
    expect((await handleLeadPost(streamed, deps)).status).toBe(413)
    expect(await store.countLeads()).toBe(0)
  })

  it('rate limits per address with 429 and Retry-After', async () => {
    const limited = { ...deps, limiter: memoryRateLimiter(2, 60_000) }
    expect((await handleLeadPost(post(payloadFrom('one@example.com')), limited)).status).toBe(201)
    expect((await handleLeadPost(post(payloadFrom('two@example.com')), limited)).status).toBe(201)
    const third = await handleLeadPost(post(payloadFrom('three@example.com')), limited)
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await third.json()).message).toMatch(/Too many requests/)
    expect((await handleLeadPost(post(payloadFrom('four@example.com'), { 'X-Forwarded-For': '198.51.100.1' }), limited)).status).toBe(201)
    expect(await store.countLeads()).toBe(3)
  })

  it('keys the limit and the consent address on the last X-Forwarded-For entry, or the one TRUST_PROXY proxies added', async () => {
    // Each post another request, so none is answered as a repeat of the one before (request-repeats.ts).
    let count = 0
    const payload = () => payloadFrom(`person-${++count}@example.com`)
    // Without proxies the server writes the connection's address there (client-address.ts): a forged
    // entry in front of it changes nothing.
    const direct = { ...deps, limiter: memoryRateLimiter(1, 60_000) }
    expect((await handleLeadPost(post(payload(), { 'X-Forwarded-For': '6.6.6.1, 198.51.100.2' }), direct)).status).toBe(201)
    expect((await handleLeadPost(post(payload(), { 'X-Forwarded-For': '6.6.6.2, 198.51.100.2' }), direct)).status).toBe(429)
    const proxied = { ...deps, limiter: memoryRateLimiter(1, 60_000), trustedProxies: 2 }
    const first = await handleLeadPost(post(payload(), { 'X-Forwarded-For': '6.6.6.3, 203.0.113.4, 10.0.0.1' }), proxied)
    expect(first.status).toBe(201)
    expect((await store.getLead((await first.json()).id))?.consent.clientIp).toBe('203.0.113.4')
    expect((await handleLeadPost(post(payload(), { 'X-Forwarded-For': '6.6.6.4, 203.0.113.4, 10.0.0.1' }), proxied)).status).toBe(429)
    expect((await handleLeadPost(post(payload(), { 'X-Forwarded-For': '203.0.113.5, 10.0.0.1' }), proxied)).status).toBe(201)
  })

  it('says so with a 503, not a 201, when the lead cannot be stored', async () => {
    await store.close()
    const response = await answer(await handleLeadPost(post(buildLeadPayload(submission)), deps))
    expect(response.status).toBe(503)
    expect(response.body.message).toMatch(/could not save/)
    expect(stored).toEqual([])
  })
})

describe('POST /api/newsletter', () => {
  const signup = { email: 'reader@example.com', consent: true, consentText: 'Send me the newsletter.', consentVersion: 'v1', page: 'blog' }

  it('stores a sign-up in its own table', async () => {
    const response = await answer(await handleNewsletterPost(post(signup, {}, '/api/newsletter'), deps))
    expect(response).toEqual({ status: 201, body: { ok: true, id: expect.any(String) } })
    const [saved] = await store.listSubscriptions()
    expect(saved).toMatchObject({ email: 'reader@example.com', page: 'blog', consent: { given: true, clientIp: '203.0.113.9' } })
    // The newsletter box's own wording is the evidence, never the lead forms' required box's.
    expect(saved?.consent).toMatchObject({ text: 'Newsletter wording from site settings.', version: 'n2', source: 'server' })
    expect(await store.countLeads()).toBe(0)
  })

  it('refuses a sign-up without consent or with a bad address', async () => {
    const unconsented = await answer(await handleNewsletterPost(post({ ...signup, consent: false }, {}, '/api/newsletter'), deps))
    expect(unconsented).toMatchObject({ status: 400, body: { message: 'Please check the consent box to continue.' } })
    const bad = await answer(await handleNewsletterPost(post({ ...signup, email: 'reader@' }, {}, '/api/newsletter'), deps))
    expect(bad).toMatchObject({ status: 400, body: { message: 'Please enter a valid email address.' } })
    expect(await store.countSubscriptions()).toBe(0)
  })
})
