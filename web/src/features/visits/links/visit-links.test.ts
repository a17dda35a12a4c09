import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SqliteLeadStore } from '@site/lead-store'
import { createContentReader, readFrom } from '@site/sanity'
import { handleLeadPost } from '@/features/leads/server/lead-handler'
import { memoryRateLimiter } from '@/features/leads/server/rate-limit'
import { consentFrom } from '@/features/leads/server/testing/consent'
import { validBody } from '@/features/leads/server/testing/hostile-bodies'
import { seededSource } from '@/sanity/testing/seeded-source'
import type { VisitSchedule } from '../open-windows'
import { handleVisitWindowPost } from '../server/visit-booking-handler'
import { linkSecret, signKey } from './visit-keys'
import { handleOfficePost, handleVisitorPost, pageState, type LinkDeps } from './visit-link-handlers'
import { officeVisitLink, visitorManageLink } from './visit-links'

// The two pages the visit e-mails link to, with real Requests, a real SQLite store and the seeded
// Visit scheduling document, on a clock set to a Wednesday afternoon: what a key opens, what the
// forms change, and that a key that does not hold changes nothing however often it is tried.

const scratch = mkdtempSync(join(tmpdir(), 'visit-links-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const NOW = new Date('2027-02-10T19:00:00Z')
const FIRST = '2027-02-11_08:00-12:00'
const SECOND = '2027-02-12_12:00-16:00'
let schedule: VisitSchedule
let store: SqliteLeadStore
let deps: LinkDeps
beforeAll(async () => {
  const seeded = await createContentReader(readFrom(seededSource)).getVisitScheduling()
  if (!seeded) throw new Error('the seed has no Visit scheduling document')
  schedule = seeded
})
beforeEach(async () => {
  await store?.close()
  store = SqliteLeadStore.open(join(scratch, `${Math.random().toString(36).slice(2)}.db`))
  deps = { store: async () => store, schedule: async () => schedule, limiter: null, now: () => NOW }
})

const json = (path: string, body: unknown) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9' },
    body: JSON.stringify(body),
  })

/** A lead that picked FIRST; its id. */
async function bookedLead(): Promise<string> {
  const response = await handleLeadPost(json('/api/leads', validBody()), {
    store: async () => store,
    limiter: null,
    consent: consentFrom(async () => store, { text: 'wording', version: 'v1' }),
    now: () => NOW,
  })
  const lead: { id: string; token: string } = await response.json()
  const booked = await handleVisitWindowPost(json(`/api/leads/${lead.id}/visit-window`, { window: FIRST, token: lead.token }), lead.id, {
    ...deps,
    limiter: null,
  })
  expect(booked.status).toBe(200)
  return lead.id
}

const keyOf = (link: string) => new URL(link).searchParams.get('k') ?? ''
const siteUrl = 'https://www.example.com'
const officeKey = async (leadId: string) =>
  keyOf(await officeVisitLink(leadId, (await store.getLead(leadId))!.visitWindow, { store, siteUrl, now: NOW }))
const visitorKey = async (leadId: string) =>
  keyOf(await visitorManageLink(leadId, (await store.getLead(leadId))!.visitWindow, { store, siteUrl, now: NOW }))

const form = (path: string, fields: Record<string, string>, ip = '203.0.113.9') =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip },
    body: new URLSearchParams(fields).toString(),
  })
const office = (fields: Record<string, string>, extra: Partial<LinkDeps> = {}, ip?: string) =>
  handleOfficePost(form('/api/visits/office', fields, ip), { ...deps, ...extra })
const visitor = (fields: Record<string, string>, extra: Partial<LinkDeps> = {}) =>
  handleVisitorPost(form('/api/visits/manage', fields), { ...deps, ...extra })
const doneOf = (response: Response) => new URL(response.headers.get('Location') ?? '', 'http://x').searchParams.get('done')
const kinds = async (leadId: string) => (await store.mail.ofLead(leadId)).map((mail) => mail.kind)
/** What the store holds of a lead's visit and e-mails: unchanged means nothing was done. */
const snapshot = async (leadId: string) =>
  JSON.stringify([(await store.getLead(leadId))?.visitWindow, (await store.getLead(leadId))?.visitStatus, await kinds(leadId)])

describe('the office page', () => {
  it('shows the request to its link, changes nothing on reading, and confirms once however often the form is posted', async () => {
    const lead = await bookedLead()
    const k = await officeKey(lead)
    const before = await snapshot(lead)
    for (let i = 0; i < 2; i += 1) expect((await pageState('office', lead, k, deps)).kind).toBe('shown')
    expect(await snapshot(lead)).toBe(before)
    const first = await office({ lead, k, action: 'confirm' })
    expect([first.status, doneOf(first)]).toEqual([303, 'confirmed'])
    expect(first.headers.get('Location')).toMatch(/^\/visits\/office\?/)
    expect(doneOf(await office({ lead, k, action: 'confirm' }))).toBe('unchanged')
    expect((await kinds(lead)).filter((kind) => kind === 'visitor-visit-confirmed')).toHaveLength(1)
    expect((await store.getLead(lead))?.visitStatus).toBe('confirmed')
  })

  it('declines (the place freed) and offers another open window', async () => {
    const lead = await bookedLead()
    const k = await officeKey(lead)
    expect(doneOf(await office({ lead, k, action: 'offer', window: SECOND }))).toBe('offered')
    expect(await store.getLead(lead)).toMatchObject({ visitWindow: { id: SECOND }, visitStatus: 'confirmed' })
    expect(doneOf(await office({ lead, k, action: 'offer', window: '2027-02-14_08:00-12:00' }))).toBe('full')
    expect(doneOf(await office({ lead, k, action: 'decline' }))).toBe('declined')
    expect((await store.visits.loads('2027-02-10')).get(SECOND)).toBe(0)
  })

  it("answers 403 and changes nothing for a forged, expired or other lead's key, or the visitor's", async () => {
    const lead = await bookedLead()
    const other = await bookedLead()
    const before = await snapshot(lead)
    const k = await officeKey(lead)
    const secret = await linkSecret(store)
    const forged = `${k.slice(0, -6)}${k.slice(-6) === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA'}`
    const expired = signKey(secret, 'office', lead, new Date(NOW.getTime() - 1000))
    const refused = [forged, expired, await officeKey(other), await visitorKey(lead), '', 'x'.repeat(60)]
    for (const key of refused) {
      expect((await pageState('office', lead, key, deps)).kind, key).toBe('forbidden')
      const response = await office({ lead, k: key, action: 'confirm' })
      expect(response.status, key).toBe(403)
      expect(await response.text()).not.toContain(lead)
    }
    // The key of one lead on another's id.
    expect((await office({ lead: other, k, action: 'decline' })).status).toBe(403)
    expect(await snapshot(lead)).toBe(before)
    expect((await store.getLead(other))?.visitWindow?.id).toBe(FIRST)
  })

  it('answers 100 wrong keys with 403 and then 429, changing nothing, while the right key still works', async () => {
    const lead = await bookedLead()
    const before = await snapshot(lead)
    const limiter = memoryRateLimiter(10, 60_000)
    const k = await officeKey(lead)
    const statuses: number[] = []
    for (let i = 0; i < 100; i += 1) {
      const wrong = `${k.split('.')[0]}.${Buffer.from(`wrong-${i}`.padEnd(32, '-')).toString('base64url').slice(0, 43)}`
      statuses.push((await office({ lead, k: wrong, action: 'confirm' }, { limiter })).status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(403))
    expect(statuses.slice(10)).toEqual(Array(90).fill(429))
    expect(await snapshot(lead)).toBe(before)
    expect(doneOf(await office({ lead, k, action: 'confirm' }, { limiter }))).toBe('confirmed')
  })
})

describe("the visitor's page", () => {
  it('moves the visit (the old place freed, the office told) and cancels it, each once', async () => {
    const lead = await bookedLead()
    const k = await visitorKey(lead)
    expect(doneOf(await visitor({ lead, k, action: 'move', window: SECOND }))).toBe('moved')
    const loads = await store.visits.loads('2027-02-10')
    expect([loads.get(FIRST), loads.get(SECOND)]).toEqual([0, 1])
    expect((await kinds(lead)).slice(-2)).toEqual(['office-visit-changed', 'visitor-visit'])
    expect(doneOf(await visitor({ lead, k, action: 'cancel' }))).toBe('cancelled')
    expect(doneOf(await visitor({ lead, k, action: 'cancel' }))).toBe('no-booking')
    expect((await kinds(lead)).filter((kind) => kind === 'visitor-visit-cancelled')).toHaveLength(1)
    expect((await store.visits.loads('2027-02-10')).get(SECOND)).toBe(0)
  })

  it('past the cut-off says so and changes nothing', async () => {
    const lead = await bookedLead()
    const k = await visitorKey(lead)
    const before = await snapshot(lead)
    // 21:00 on the eve of an 8:00 window: 11 hours before it, past the seeded 12.
    const late = { now: () => new Date('2027-02-11T02:00:00Z') }
    expect(await pageState('visitor', lead, k, { ...deps, ...late })).toMatchObject({ kind: 'shown', cutoffPassed: true })
    expect(doneOf(await visitor({ lead, k, action: 'cancel' }, late))).toBe('too-late')
    expect(doneOf(await visitor({ lead, k, action: 'move', window: SECOND }, late))).toBe('too-late')
    expect(await snapshot(lead)).toBe(before)
  })

  it("refuses the office's key and a key past the window's start", async () => {
    const lead = await bookedLead()
    expect((await visitor({ lead, k: await officeKey(lead), action: 'cancel' })).status).toBe(403)
    const afterStart = { now: () => new Date('2027-02-11T13:00:01Z') }
    expect((await visitor({ lead, k: await visitorKey(lead), action: 'cancel' }, afterStart)).status).toBe(403)
    expect((await store.getLead(lead))?.visitWindow?.id).toBe(FIRST)
  })
})
