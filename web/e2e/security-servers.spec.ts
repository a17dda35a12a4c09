// Security behaviour that depends on configuration, each on a production server of its own: the page
// policy with a Tag Manager container and in draft mode, rate limits keyed on the connection unless a
// proxy is trusted, and server logs free of the visitor's personal data.
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { readPreviewModeId } from '../serving/preview-mode-id'
import { expect, test } from './support/test.ts'
import { leadBody } from './support/kill-server'
import { exportLeads } from './support/leads'
import { startOwnServer } from './support/own-server'
import { expectPagePolicy, recordViolations } from './support/security'
import { SIGNATURE_HEADER, signWebhook } from './support/webhook'

const DATASET = process.env.CONTENT_DATASET ?? new URL('../content/dataset.ndjson', import.meta.url).pathname
const PREVIEW_ID = readPreviewModeId(fileURLToPath(new URL('../.next', import.meta.url)))

let scratch: string
test.beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'e2e-security-'))
})
test.afterEach(() => rmSync(scratch, { recursive: true, force: true }))

const post = (baseURL: string, body: unknown, forwardedFor?: string) =>
  fetch(`${baseURL}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}) },
    body: JSON.stringify(body),
  })

test('a Tag Manager container in site settings opens the policy to Google, and the tag runs under it', async ({ page }) => {
  test.setTimeout(90_000)
  const dataset = join(scratch, 'dataset.ndjson')
  copyFileSync(DATASET, dataset)
  const server = await startOwnServer({
    CONTENT_DATASET: dataset,
    SANITY_REVALIDATE_SECRET: 'gtm-webhook-secret-0123456789abcdef0123',
    LEADS_DB: join(scratch, 'leads.db'),
  })
  try {
    expectPagePolicy(Object.fromEntries((await fetch(`${server.baseURL}/`)).headers), 'before')
    const lines = readFileSync(dataset, 'utf8').split('\n')
    const withGtm = lines.map((line) =>
      line.includes('"_type":"siteSettings"') ? JSON.stringify({ ...JSON.parse(line), gtmContainerId: 'GTM-TEST42' }) : line,
    )
    writeFileSync(dataset, withGtm.join('\n'))
    const body = JSON.stringify({ _type: 'siteSettings' })
    const signed = await fetch(`${server.baseURL}/api/revalidate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signWebhook(body, 'gtm-webhook-secret-0123456789abcdef0123') },
      body,
    })
    expect(signed.status).toBe(200)
    // The proxy reads the new setting within its 10 s memo.
    await expect
      .poll(async () => (await fetch(`${server.baseURL}/`)).headers.get('content-security-policy'), { timeout: 25_000 })
      .toContain('googletagmanager.com')
    expectPagePolicy(Object.fromEntries((await fetch(`${server.baseURL}/`)).headers), 'with GTM', { gtm: true })

    // gtm.js is served by a stand-in (no internet in tests); the policy decides before any request.
    await page.route('https://www.googletagmanager.com/**', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: "window.dataLayer.push({ event: 'gtm-stand-in-ran' })" }),
    )
    const violations = await recordViolations(page)
    await page.goto(`${server.baseURL}/`)
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).map((entry) => String(entry.event)))).toContain('gtm-stand-in-ran')
    expect(await violations()).toEqual([])
  } finally {
    await server.stop()
  }
})

test('draft mode, and only a real draft-mode cookie, lets the Studio frame pages', async () => {
  const server = await startOwnServer({
    LEADS_DB: join(scratch, 'leads.db'),
    // A configured project makes previews possible; the pages checked here need no request to it.
    SANITY_PROJECT_ID: 'abc123',
    SANITY_DATASET: 'production',
    SANITY_API_READ_TOKEN: 'viewer-token',
    SANITY_STUDIO_URL: 'https://studio.example.com/structure',
  })
  try {
    const headers = async (cookie?: string) =>
      Object.fromEntries((await fetch(`${server.baseURL}/robots.txt`, { headers: cookie ? { Cookie: cookie } : {} })).headers)
    expectPagePolicy(await headers(), 'published')
    expectPagePolicy(await headers('__prerender_bypass=0123456789abcdef0123456789abcdef'), 'forged draft cookie')
    const draft = await headers(`__prerender_bypass=${PREVIEW_ID}`)
    expectPagePolicy(draft, 'draft mode', { studio: 'https://studio.example.com' })
    expect(draft['content-security-policy']).toContain("connect-src 'self' https://abc123.api.sanity.io wss://abc123.api.sanity.io")
  } finally {
    await server.stop()
  }
})

test('rate limits key on the connection, whatever X-Forwarded-For says, unless TRUST_PROXY names the proxies', async () => {
  const direct = await startOwnServer({ LEADS_DB: join(scratch, 'direct.db'), LEADS_RATE_LIMIT: '2' })
  try {
    const statuses = []
    for (const forged of ['6.6.6.1', '6.6.6.2', '6.6.6.3'])
      statuses.push((await post(direct.baseURL, leadBody(`forged-${forged}@example.com`), forged)).status)
    expect(statuses).toEqual([201, 201, 429])
    const kept = exportLeads(join(scratch, 'direct.db'))
    expect(kept.map((lead) => lead.consent.clientIp)).toEqual(['127.0.0.1', '127.0.0.1'])
  } finally {
    await direct.stop()
  }

  const proxied = await startOwnServer({ LEADS_DB: join(scratch, 'proxied.db'), LEADS_RATE_LIMIT: '2', TRUST_PROXY: '1' })
  try {
    // The trusted proxy appends the address it saw; what the client wrote before it is ignored.
    const visitors = ['6.6.6.6, 203.0.113.1', '6.6.6.6, 203.0.113.2', '6.6.6.6, 203.0.113.3']
    for (const chain of visitors)
      expect((await post(proxied.baseURL, leadBody(`${chain.length}-${Math.random()}@example.com`), chain)).status).toBe(201)
    const repeat = []
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3'])
      repeat.push((await post(proxied.baseURL, leadBody(`repeat-${forged}@example.com`), `${forged}, 203.0.113.9`)).status)
    expect(repeat).toEqual([201, 201, 429])
    expect(exportLeads(join(scratch, 'proxied.db'))[0]?.consent.clientIp).toBe('203.0.113.1')
  } finally {
    await proxied.stop()
  }
})

test("server logs carry no visitor's name, e-mail or phone, even when the store is full or the CRM refuses", async () => {
  test.setTimeout(90_000)
  // A CRM that refuses every lead and quotes it back, as real ones do in their error messages.
  const received: string[] = []
  const crm: Server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      received.push(raw)
      response.writeHead(422, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'rejected', lead: JSON.parse(raw) }))
    })
  })
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve))
  const server = await startOwnServer({
    LEADS_DB: join(scratch, 'leads.db'),
    LEADS_DB_MAX_BYTES: String(256 * 1024),
    LEAD_FORWARD_URL: `http://127.0.0.1:${(crm.address() as AddressInfo).port}/leads`,
  })
  const people: { lastName: string; email: string }[] = []
  try {
    const statuses: number[] = []
    for (let i = 0; i < 60 && !statuses.includes(503); i += 1) {
      const person = { lastName: `Privacyson${i}x`, email: `private-person-${i}-${Date.now()}@example.com` }
      people.push(person)
      const body = leadBody(person.email)
      statuses.push(
        (await post(server.baseURL, { ...body, leadData: { ...body.leadData, lastName: person.lastName, phone: '(904) 555-0177' } }))
          .status,
      )
    }
    expect(statuses).toContain(201)
    expect(statuses.at(-1)).toBe(503)
    await expect.poll(() => server.output(), { timeout: 20_000 }).toMatch(/attempt 1 failed \(HTTP 422\); parked/)
    await expect.poll(() => server.output()).toMatch(/could not store lead .*full/)
    expect(received.join('')).toContain(people[0]!.email)
  } finally {
    await server.stop()
    await new Promise<void>((resolve) => crm.close(() => resolve()))
  }
  const output = server.output()
  for (const person of people) {
    expect(output).not.toContain(person.email)
    expect(output).not.toContain(person.lastName)
  }
  for (const personal of ['555-0177', 'Kim', '7 Harbor Rd', 'Fernandina']) expect(output).not.toContain(personal)
})
