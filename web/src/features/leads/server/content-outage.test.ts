import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { buildLeadPayload } from '@site/leads'
import { SqliteLeadStore } from '@site/lead-store'
import { validBody } from './testing/hostile-bodies'
import { CONTENT_DEADLINE_MS, ConsentWordings, type SiteConsent } from './consent-wordings'
import { handleLeadPost } from './lead-handler'

// A lead never needs the content source: the consent wording comes from what the site last read
// (kept in the store), a read that hangs is given up after its deadline, and a store that has never
// read any wording still takes the lead, keeping the browser's copy marked as such. How long a post
// waits is measured on a fake clock, so a slow host cannot make it look late.

const scratch = mkdtempSync(join(tmpdir(), 'leads-content-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
vi.spyOn(console, 'warn').mockImplementation(() => undefined)
vi.spyOn(console, 'error').mockImplementation(() => undefined)

const openStore = () => SqliteLeadStore.open(join(scratch, `${Math.random().toString(36).slice(2)}.db`))
const post = (body: unknown) =>
  new Request('http://localhost/api/leads', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.40' },
    body: JSON.stringify(body),
  })
const shown = (version: string, text = 'What the page showed.') => {
  const body = validBody(`outage-${Math.random()}`)
  return { ...body, legal: { contactConsent: true, consentText: text, consentVersion: version } }
}
const V1: SiteConsent = {
  text: 'I agree to texts about my request. Reply STOP to opt out.',
  version: '2025-09-01',
  subscriptionIds: ['11'],
}
const V2: SiteConsent = {
  text: 'I agree to texts and calls about my request. Reply STOP to opt out.',
  version: '2025-11-01',
  subscriptionIds: [],
}

async function send(store: SqliteLeadStore, read: () => Promise<SiteConsent>, body: unknown) {
  const consent = new ConsentWordings({ read, store: async () => store, log: () => undefined })
  const response = await handleLeadPost(post(body), { store: async () => store, limiter: null, consent })
  const { id } = await response.json()
  return { status: response.status, lead: id ? await store.getLead(id) : null }
}

afterEach(() => vi.useRealTimers())

/**
 * What `answer` settles to once `ms` of a fake clock have passed, and not before: null when it is still
 * waiting then. Timers alone move the fake clock, so the figure is the code's own waiting.
 */
async function settledAfter<T>(ms: number, answer: () => Promise<T>): Promise<{ early: boolean; value: T | null }> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  let value: T | null = null
  const pending = answer().then((result) => (value = result))
  await vi.advanceTimersByTimeAsync(Math.max(0, ms - 1))
  const early = value !== null
  await vi.advanceTimersByTimeAsync(ms > 0 ? 1 : 0)
  await Promise.race([pending, new Promise((resolve) => setImmediate(resolve))])
  return { early: ms > 0 && early, value }
}

const down = async (): Promise<SiteConsent> => {
  throw new Error('Content dataset not found')
}
const hangs = () => new Promise<SiteConsent>(() => undefined)

describe('a lead while the content source is away', () => {
  it('keeps the wording of the version the form showed, from what the site read before, after a restart', async () => {
    const store = openStore()
    // One instance reads the first wording, then the second after a publish.
    expect((await send(store, async () => V1, shown(V1.version))).status).toBe(201)
    expect((await send(store, async () => V2, shown(V2.version))).status).toBe(201)
    // A restart during an outage: a page cached before the publish still shows the first wording.
    const older = await send(store, down, shown(V1.version, 'Anything a browser says.'))
    expect(older.status).toBe(201)
    expect(older.lead?.consent).toMatchObject({ text: V1.text, version: V1.version, source: 'server' })
    const newer = await send(store, down, shown(V2.version))
    expect(newer.lead?.consent).toMatchObject({ text: V2.text, version: V2.version, source: 'server' })
    // A version the site never showed gets its latest wording; HubSpot's types are the latest read's.
    const forged = await send(store, down, shown('forged'))
    expect(forged.lead?.consent).toMatchObject({ text: V2.text, version: V2.version, source: 'server' })
    expect(forged.lead?.payload.hubspotSubscriptions.subscriptionIds).toEqual([])
    await store.close()
  })

  it('answers once the read has hung for its deadline, and not later', async () => {
    const store = openStore()
    await send(store, async () => V1, shown(V1.version))
    const { early, value: answer } = await settledAfter(CONTENT_DEADLINE_MS, () => send(store, hangs, shown(V1.version)))
    expect(early).toBe(false)
    expect(answer?.status).toBe(201)
    expect(answer?.lead?.consent).toMatchObject({ text: V1.text, source: 'server' })
    await store.close()
  })

  it('takes the lead on a fresh store whose content was never readable, keeping the browser copy marked as such', async () => {
    // A read that fails costs no wait; one that hangs, its deadline.
    for (const [read, waits] of [
      [down, 0],
      [hangs, CONTENT_DEADLINE_MS],
    ] as const) {
      const store = openStore()
      const { early, value: answer } = await settledAfter(waits, () =>
        send(store, read, shown('2025-09-01', 'The wording the page showed.')),
      )
      expect(early).toBe(false)
      expect(answer?.status).toBe(201)
      expect(answer?.lead?.consent).toMatchObject({
        given: true,
        text: 'The wording the page showed.',
        version: '2025-09-01',
        source: 'client',
      })
      await store.close()
    }
  })

  it('takes a lead whose ZIP code cannot be checked in time, unmarked', async () => {
    const store = openStore()
    const consent = new ConsentWordings({ read: async () => V1, store: async () => store, log: () => undefined })
    const body = buildLeadPayload({
      formId: 'contact-page-form',
      values: {
        firstName: 'Lee',
        lastName: 'Hart',
        email: 'lee@example.com',
        phone: '(904) 555-0101',
        address: '1 Elm St',
        city: 'Yulee',
        zipCode: '32097',
      },
      serviceLabel: '',
      consent: { given: true, text: V1.text, version: V1.version },
      page: { domain: 'localhost', url: 'http://localhost/contact' },
    })
    const { early, value: response } = await settledAfter(CONTENT_DEADLINE_MS, () =>
      handleLeadPost(post(body), { store: async () => store, limiter: null, consent, serviceArea: hangs as never }),
    )
    expect(early).toBe(false)
    expect(response?.status).toBe(201)
    expect((await store.getLead((await response!.json()).id))?.serviceArea).toBeNull()
    await store.close()
  })
})
