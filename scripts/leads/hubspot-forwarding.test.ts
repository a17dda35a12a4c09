import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SqliteLeadStore, type NewLead } from '@site/lead-store'
import { sampleLead, sampleOptOut } from '@site/lead-store/testing/fixtures'

// LEAD_FORWARD_FORMAT=hubspot end to end through `pnpm leads drain` and `pnpm leads show`, against a
// stand-in of HubSpot's Forms API v3 submit endpoint that checks what HubSpot checks first (a fields
// list of {objectTypeId, name, value}, a valid e-mail) and answers as HubSpot does.

type Received = { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }
const received: Received[] = []
let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk) => (raw += chunk))
    request.on('end', () => {
      const body = JSON.parse(raw)
      received.push({ path: request.url ?? '', headers: request.headers, body })
      const email: string = body.fields?.find((field: { name: string }) => field.name === 'email')?.value ?? ''
      // The portal's form blocks some e-mail domains, as a HubSpot form can be set to.
      if (email.endsWith('@blocked.example')) {
        response.writeHead(400, { 'Content-Type': 'application/json' })
        return response.end(
          JSON.stringify({
            status: 'error',
            message: 'The request is not valid',
            correlationId: '5c0a4ba8-1c9c-4c3b-9d5e-0a0d3a6c1e11',
            errors: [
              { message: "Error in 'fields.email'. Submissions from this email domain are not allowed", errorType: 'BLOCKED_EMAIL' },
            ],
          }),
        )
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"inlineMessage":"Thanks for submitting the form."}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const scratch = mkdtempSync(join(tmpdir(), 'leads-hubspot-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
let file = ''
beforeEach(() => {
  received.length = 0
  file = join(scratch, `${Math.random().toString(36).slice(2)}.db`)
})

const submitPath = '/submissions/v3/integration/submit/2468013/8f2d1c4e-7b3a-4d6e-9a51-3c0e2f7b9d14'
const cli = new URL('./cli.ts', import.meta.url).pathname
const run = async (...args: string[]) =>
  (
    await promisify(execFile)(process.execPath, [cli, ...args], {
      env: { ...process.env, LEADS_DB: file, DATABASE_URL: '', LEAD_FORWARD_URL: `${base}${submitPath}`, LEAD_FORWARD_FORMAT: 'hubspot' },
      encoding: 'utf8',
    })
  ).stdout

async function stored(...leads: NewLead[]) {
  const store = SqliteLeadStore.open(file)
  for (const lead of leads) await store.insertLead(lead)
  return store
}

/** A lead as the site stores it, with a HubSpot subscription type chosen in site settings. */
function hubspotLead(values: Parameters<typeof sampleLead>[0] = {}): NewLead {
  const lead = sampleLead(values)
  return {
    ...lead,
    serviceArea: 'served',
    payload: { ...lead.payload, hubspotSubscriptions: { subscriptionIds: ['12345678'], emailSubscription: true, smsSubscription: false } },
  }
}

describe('LEAD_FORWARD_FORMAT=hubspot', () => {
  it("posts HubSpot's Forms API v3 body: contact properties, context and consent from the stored evidence", async () => {
    const lead = hubspotLead()
    await (await stored(lead)).close()
    expect(await run('drain')).toContain('Forwarded 1;')
    expect(received).toHaveLength(1)
    const [{ path, headers, body }] = received as [Received]
    expect(path).toBe(submitPath)
    expect(headers['content-type']).toBe('application/json')
    expect(headers['idempotency-key']).toBe(lead.id)
    expect(Object.keys(body)).toEqual(['submittedAt', 'fields', 'context', 'legalConsentOptions'])
    expect(body.submittedAt).toBe(String(Date.parse(lead.receivedAt)))
    expect(body.fields).toEqual([
      { objectTypeId: '0-1', name: 'firstname', value: 'Dana' },
      { objectTypeId: '0-1', name: 'lastname', value: "O'Neil, Jr." },
      { objectTypeId: '0-1', name: 'email', value: 'dana@example.com' },
      { objectTypeId: '0-1', name: 'phone', value: '(904) 555-0142' },
      { objectTypeId: '0-1', name: 'address', value: '1200 Riverside Ave, Apt "B"' },
      { objectTypeId: '0-1', name: 'city', value: 'Jacksonville' },
      { objectTypeId: '0-1', name: 'zip', value: '32204' },
      { objectTypeId: '0-1', name: 'service_requested', value: 'Lawn + Pest Control $80/month' },
      { objectTypeId: '0-1', name: 'lead_form_id', value: 'spider-control-form' },
      { objectTypeId: '0-1', name: 'service_area', value: 'served' },
      { objectTypeId: '0-1', name: 'utm_source', value: 'google' },
      { objectTypeId: '0-1', name: 'utm_medium', value: 'cpc' },
      { objectTypeId: '0-1', name: 'referrer_type', value: 'organic' },
    ])
    expect(body.context).toEqual({ pageUri: 'https://www.example.com/pest-control/spiders?utm_source=google', pageName: lead.pageName })
    expect(body.legalConsentOptions).toEqual({
      consent: {
        consentToProcess: true,
        text: 'I consent to receive texts. Reply STOP to opt out.',
        communications: [{ value: true, subscriptionTypeId: 12345678, text: 'I consent to receive texts. Reply STOP to opt out.' }],
      },
    })
    expect(JSON.parse(await run('show', lead.id)).outbox).toMatchObject({ status: 'delivered', lastStatus: 200 })
  })

  it("parks a lead HubSpot refuses (400) with HubSpot's errors in pnpm leads show", async () => {
    const lead = hubspotLead({ email: 'dana@blocked.example' })
    await (await stored(lead)).close()
    expect(await run('drain')).toContain('1 parked')
    const shown = JSON.parse(await run('show', lead.id))
    expect(shown.outbox).toEqual({
      status: 'parked',
      attempts: 1,
      nextAttemptAt: null,
      lastStatus: 400,
      lastError: "HTTP 400: BLOCKED_EMAIL: Error in 'fields.email'. Submissions from this email domain are not allowed",
      deliveredAt: null,
    })
  })

  it('does not subscribe again a person who withdrew e-mail consent, and parks opt-outs with the reason', async () => {
    const lead = hubspotLead()
    const store = await stored(lead)
    const optOut = sampleOptOut({ channels: ['email'] })
    await store.insertOptOut(optOut)
    await store.close()
    expect(await run('drain')).toContain('Forwarded 1; 0 will be retried; 1 parked.')
    expect(received).toHaveLength(1)
    expect(received[0]?.body.legalConsentOptions).toMatchObject({
      consent: { communications: [{ value: false, subscriptionTypeId: 12345678 }] },
    })
    const listed = await run('opt-outs', '--format', 'json')
    expect(JSON.parse(listed.trim())).toMatchObject({
      id: optOut.id,
      outbox: { status: 'parked', lastError: expect.stringContaining('not sent') },
    })
  })
})
