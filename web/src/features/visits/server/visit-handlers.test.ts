import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { addDays, weekdayOf, zonedToday, type VisitWindow } from '@site/leads'
import { SqliteLeadStore } from '@site/lead-store'
import { createContentReader, readFrom } from '@site/sanity'
import { handleLeadPost } from '@/features/leads/server/lead-handler'
import { memoryRateLimiter } from '@/features/leads/server/rate-limit'
import { consentFrom } from '@/features/leads/server/testing/consent'
import { validBody } from '@/features/leads/server/testing/hostile-bodies'
import { seededSource } from '@/sanity/testing/seeded-source'
import type { VisitSchedule } from '../open-windows'
import { MESSAGES, handleVisitWindowPost, type BookingDeps } from './visit-booking-handler'
import { handleVisitWindowsGet } from './visit-windows-handler'

// GET /api/visit-windows and POST /api/leads/{id}/visit-window with real Requests, a real SQLite
// store and the seeded Visit scheduling document, on a clock set to a Wednesday afternoon.

const scratch = mkdtempSync(join(tmpdir(), 'visit-handlers-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const NOW = new Date('2027-02-10T19:00:00Z')
let schedule: VisitSchedule
let store: SqliteLeadStore
let deps: BookingDeps
beforeAll(async () => {
  // Read as the site reads it: the facts' placeholders ({phone}) filled.
  const seeded = await createContentReader(readFrom(seededSource)).getVisitScheduling()
  if (!seeded) throw new Error('the seed has no Visit scheduling document')
  schedule = { ...seeded, closedDates: ['2027-02-15'] }
})
beforeEach(async () => {
  await store?.close()
  store = SqliteLeadStore.open(join(scratch, `${Math.random().toString(36).slice(2)}.db`))
  deps = { store: async () => store, schedule: async () => schedule, limiter: null, now: () => NOW }
})

const request = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

/** A lead sent from `ip` at `at` (the test's clock by default); its id and visit token. */
async function newLead(ip = '203.0.113.9', at = NOW): Promise<{ id: string; token: string }> {
  const response = await handleLeadPost(request('/api/leads', validBody(), { 'X-Forwarded-For': ip }), {
    store: async () => store,
    limiter: null,
    consent: consentFrom(async () => store, { text: 'wording', version: 'v1' }),
    now: () => at,
  })
  expect(response.status).toBe(201)
  return response.json()
}

const openWindows = async (): Promise<VisitWindow[]> => (await (await handleVisitWindowsGet(deps)).json()).windows
const choose = async (lead: { id: string; token: string }, window: string, extra: BookingDeps = deps, ip = '203.0.113.9') => {
  const path = `/api/leads/${lead.id}/visit-window`
  const response = await handleVisitWindowPost(request(path, { window, token: lead.token }, { 'X-Forwarded-For': ip }), lead.id, extra)
  return { status: response.status, body: await response.json() }
}

describe('GET /api/visit-windows', () => {
  it("lists the open windows from tomorrow, never a Sunday or a closed day, with the picker's words, uncached", async () => {
    const response = await handleVisitWindowsGet(deps)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const { windows, wording } = await response.json()
    const today = zonedToday(NOW)
    expect(windows[0]).toEqual({
      id: '2027-02-11_08:00-12:00',
      date: '2027-02-11',
      start: '2027-02-11T08:00:00-05:00',
      end: '2027-02-11T12:00:00-05:00',
    })
    for (const window of windows) {
      expect(window.date > today && window.date <= addDays(today, 14)).toBe(true)
      expect(weekdayOf(window.date)).not.toBe('Sunday')
      expect(window.date).not.toBe('2027-02-15')
    }
    expect(wording).toMatchObject({ heading: expect.any(String), chooseLabel: expect.any(String), skipLabel: expect.any(String) })
    expect(JSON.stringify(wording)).not.toMatch(/\{phone\}/)
  })
})

describe('POST /api/leads/{id}/visit-window', () => {
  it('gives twelve visitors racing for one window as many 200s as it has places, 409 and the open windows to the rest', async () => {
    // Twelve visitors on twelve networks: the per-network bound is the next test's.
    const ips = Array.from({ length: 12 }, (_, index) => `198.51.${index}.9`)
    const leads = await Promise.all(ips.map((ip) => newLead(ip)))
    const target = '2027-02-11_08:00-12:00'
    const answers = await Promise.all(leads.map((lead, index) => choose(lead, target, deps, ips[index])))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
    const refused = answers.filter((answer) => answer.status === 409)
    expect(refused).toHaveLength(9)
    expect(refused[0]?.body.windows.length).toBeGreaterThan(0)
    expect(refused[0]?.body.windows.map((window: VisitWindow) => window.id)).not.toContain(target)
    expect((await openWindows()).map((window) => window.id)).not.toContain(target)
    const booked = (await store.listLeads({ limit: 20 })).filter((lead) => lead.visitWindow?.id === target)
    expect(booked).toHaveLength(3)
  })

  it('keeps one window per lead: choosing again moves it, the same one again changes nothing', async () => {
    const lead = await newLead()
    expect(await choose(lead, '2027-02-11_08:00-12:00')).toMatchObject({
      status: 200,
      body: { ok: true, window: { id: '2027-02-11_08:00-12:00' } },
    })
    expect(await choose(lead, '2027-02-12_12:00-16:00')).toMatchObject({ status: 200, body: { window: { id: '2027-02-12_12:00-16:00' } } })
    expect(await choose(lead, '2027-02-12_12:00-16:00')).toMatchObject({ status: 200 })
    expect((await store.getLead(lead.id))?.visitWindow?.id).toBe('2027-02-12_12:00-16:00')
  })

  it('answers 403 for a wrong token or an unknown lead, the same either way', async () => {
    const lead = await newLead()
    const other = await newLead()
    expect((await choose({ id: lead.id, token: other.token }, '2027-02-11_08:00-12:00')).status).toBe(403)
    expect((await choose({ id: '00000000-0000-4000-8000-000000000000', token: lead.token }, '2027-02-11_08:00-12:00')).status).toBe(403)
    expect((await choose({ id: '../../etc', token: lead.token }, '2027-02-11_08:00-12:00')).status).toBe(403)
    expect((await store.getLead(lead.id))?.visitWindow).toBeNull()
  })

  it('answers 400 for a past, closed, Sunday, unknown or malformed window, 415 and 413 as for leads', async () => {
    const lead = await newLead()
    for (const window of [
      '2027-02-10_12:00-16:00',
      '2027-02-09_08:00-12:00',
      '2027-02-15_08:00-12:00',
      '2027-02-14_08:00-12:00',
      '2027-02-11_09:00-11:00',
      'tomorrow',
    ]) {
      expect((await choose(lead, window)).status, window).toBe(400)
    }
    const path = `/api/leads/${lead.id}/visit-window`
    const post = (body: unknown, headers?: Record<string, string>) => handleVisitWindowPost(request(path, body, headers), lead.id, deps)
    expect((await post({ window: '2027-02-11_08:00-12:00' })).status).toBe(400)
    expect((await post({ window: '2027-02-11_08:00-12:00', token: lead.token, extra: 1 })).status).toBe(400)
    expect((await post({ window: 12, token: lead.token })).status).toBe(400)
    expect((await post('window=x', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415)
    expect((await post({ window: 'x'.repeat(40 * 1024), token: lead.token })).status).toBe(413)
    expect((await store.getLead(lead.id))?.visitWindow).toBeNull()
  })

  it('answers 429 past the post limit, counted apart from the forms', async () => {
    const lead = await newLead()
    const limited = { ...deps, limiter: memoryRateLimiter(2, 60_000) }
    expect((await choose(lead, '2027-02-11_08:00-12:00', limited)).status).toBe(200)
    expect((await choose(lead, '2027-02-11_12:00-16:00', limited)).status).toBe(200)
    const third = await handleVisitWindowPost(
      request(`/api/leads/${lead.id}/visit-window`, { window: '2027-02-12_08:00-12:00', token: lead.token }),
      lead.id,
      limited,
    )
    expect(third.status).toBe(429)
    expect(Number(third.headers.get('Retry-After'))).toBeGreaterThan(0)
  })

  it('books at most 3 windows a day from one network (an IPv4 /24, an IPv6 /48), whatever its leads, and answers 429 past it', async () => {
    const hosts = ['203.0.113.10', '203.0.113.11', '203.0.113.12', '203.0.113.13', '203.0.113.200', '203.0.113.201']
    const leads = await Promise.all(hosts.map((ip) => newLead(ip)))
    const windows = (await openWindows()).map((window) => window.id)
    const answers = await Promise.all(leads.map((lead, index) => choose(lead, windows[index]!, deps, hosts[index])))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
    expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body.message)).toEqual(
      Array(3).fill(MESSAGES.networkLimit),
    )
    expect((await store.listLeads({ limit: 20 })).filter((lead) => lead.visitWindow)).toHaveLength(3)
    // A booked lead may still move its window; a visitor on another network books as usual.
    const booked = leads.find((_, index) => answers[index]?.status === 200)!
    expect((await choose(booked, windows[10]!, deps, '203.0.113.10')).status).toBe(200)
    expect((await choose(await newLead('198.51.100.7'), windows[11]!, deps, '198.51.100.7')).status).toBe(200)
    const v6 = ['2001:db8:aa:1::1', '2001:db8:aa:2::1', '2001:db8:aa:ffff::9', '2001:db8:aa:3::1']
    const sixes = await Promise.all(v6.map((ip) => newLead(ip)))
    const statuses = []
    for (const [index, lead] of sixes.entries()) statuses.push((await choose(lead, windows[index]!, deps, v6[index])).status)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('answers 403 to a token more than a day old: the picker follows the form, and a stranger cannot keep tokens for later', async () => {
    const old = await newLead('203.0.113.50', new Date(NOW.getTime() - 25 * 60 * 60 * 1000))
    expect(await choose(old, '2027-02-11_08:00-12:00', deps, '203.0.113.50')).toEqual({ status: 403, body: { message: MESSAGES.expired } })
    expect((await store.getLead(old.id))?.visitWindow).toBeNull()
  })
})
