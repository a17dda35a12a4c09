import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildLeadPayload } from '@site/leads'
import { Outbox, SqliteLeadStore, type ForwardFormat, type StoredLead } from '@site/lead-store'
import { readMailContent } from '@/features/lead-mail/mail-content'
import { officeAlert } from '@/features/lead-mail/office-mail'
import { seededSource } from '@/sanity/testing/seeded-source'
import { ConsentWordings, type SiteConsent } from './consent-wordings'
import { handleLeadPost } from './lead-handler'

// A lead with the texting box ticked, and one without, through the real route: each reaches the
// store with the site's own wording of both boxes, the CRM with the payload's sms flags (or HubSpot's SMS
// subscription), and the office's alert says whether texts were accepted.

const scratch = mkdtempSync(join(tmpdir(), 'texting-lead-'))
const received: unknown[] = []
let crm: Server
let url = ''
beforeAll(async () => {
  crm = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/leads`
})
afterAll(async () => {
  await new Promise<void>((resolve) => crm.close(() => resolve()))
  rmSync(scratch, { recursive: true, force: true })
})

const SITE: SiteConsent = {
  text: 'I agree that Hollis Lawn & Pest may contact me about this request.',
  version: 'c-2026',
  subscriptionIds: [],
  texting: { text: 'Yes, text me offers and reminders from Hollis Lawn & Pest.', version: 't-2026', subscriptionId: '9001' },
}

function body(email: string, ticked: boolean) {
  return buildLeadPayload({
    formId: 'contact-page-form',
    values: {
      firstName: 'Dana',
      lastName: 'Whitfield',
      email,
      phone: '(904) 555-0142',
      address: '1200 Riverside Ave',
      city: 'Jacksonville',
      zipCode: '32204',
    },
    serviceLabel: '',
    consent: { given: true, text: 'Whatever a browser says.', version: 'c-2026' },
    texting: { given: ticked, text: 'Whatever a browser says about texts.', version: 't-2026' },
    page: { domain: 'localhost', url: 'http://localhost/contact' },
  })
}

async function sendBoth(store: SqliteLeadStore): Promise<[StoredLead, StoredLead]> {
  const consent = new ConsentWordings({ read: async () => SITE, store: async () => store, log: () => undefined })
  const leads: StoredLead[] = []
  for (const [email, ticked] of [
    ['ticked@example.com', true],
    ['unticked@example.com', false],
  ] as const) {
    const request = new Request('http://localhost/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.50' },
      body: JSON.stringify(body(email, ticked)),
    })
    const response = await handleLeadPost(request, { store: async () => store, limiter: null, consent })
    expect(response.status).toBe(201)
    const lead = await store.getLead((await response.json()).id)
    if (!lead) throw new Error('not stored')
    leads.push(lead)
  }
  return [leads[0]!, leads[1]!]
}

async function forwarded(format: ForwardFormat): Promise<unknown[]> {
  const store = SqliteLeadStore.open(join(scratch, `${format}.db`))
  await sendBoth(store)
  received.length = 0
  await new Outbox({ store, url, format, log: () => undefined }).sweep()
  await store.close()
  return [...received]
}

describe('a lead with the texting box ticked, and one without', () => {
  it("reaches the store with the answer and the site's own wording of both boxes", async () => {
    const store = SqliteLeadStore.open(join(scratch, 'store.db'))
    const [ticked, unticked] = await sendBoth(store)
    await store.close()
    expect(ticked.smsConsent).toEqual({
      given: true,
      text: SITE.texting?.text,
      version: 't-2026',
      source: 'server',
      subscriptionTypeId: '9001',
    })
    expect(unticked.smsConsent).toMatchObject({ given: false, text: SITE.texting?.text, version: 't-2026' })
    for (const lead of [ticked, unticked]) expect(lead.consent).toMatchObject({ given: true, text: SITE.text, source: 'server' })
  })

  it('reaches the CRM in the lead payload with sms true, and without it false', async () => {
    const [first, second] = (await forwarded('spec')) as {
      leadData: { email: string; sms_subscription_opted_in: boolean }
      hubspotSubscriptions: { smsSubscription: boolean }
    }[]
    const byEmail = new Map([first, second].map((payload) => [payload?.leadData.email, payload]))
    expect(byEmail.get('ticked@example.com')?.leadData.sms_subscription_opted_in).toBe(true)
    expect(byEmail.get('ticked@example.com')?.hubspotSubscriptions.smsSubscription).toBe(true)
    expect(byEmail.get('unticked@example.com')?.leadData.sms_subscription_opted_in).toBe(false)
    expect(byEmail.get('unticked@example.com')?.hubspotSubscriptions.smsSubscription).toBe(false)
  })

  it("reaches HubSpot as the site's SMS subscription type with the texting wording", async () => {
    const bodies = (await forwarded('hubspot')) as {
      fields: { name: string; value: string }[]
      legalConsentOptions: { consent: { communications: unknown[] } }
    }[]
    const sms = (email: string) =>
      bodies.find((sent) => sent.fields.some((field) => field.name === 'email' && field.value === email))?.legalConsentOptions.consent
        .communications
    expect(sms('ticked@example.com')).toEqual([{ value: true, subscriptionTypeId: 9001, text: SITE.texting?.text }])
    expect(sms('unticked@example.com')).toEqual([{ value: false, subscriptionTypeId: 9001, text: SITE.texting?.text }])
  })

  it('is a request of its own when sent again with the texting box ticked, and a repeat when sent the same', async () => {
    const store = SqliteLeadStore.open(join(scratch, 'repeats.db'))
    const consent = new ConsentWordings({ read: async () => SITE, store: async () => store, log: () => undefined })
    const send = async (ticked: boolean) => {
      const request = new Request('http://localhost/api/leads', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.51' },
        body: JSON.stringify(body('again@example.com', ticked)),
      })
      const response = await handleLeadPost(request, { store: async () => store, limiter: null, consent })
      expect(response.status).toBe(201)
      return (await response.json()).id as string
    }
    const first = await send(false)
    const ticked = await send(true)
    expect(ticked).not.toBe(first)
    expect(await send(true)).toBe(ticked)
    expect((await store.getLead(ticked))?.smsConsent?.given).toBe(true)
    expect(await store.countLeads()).toBe(2)
    await store.close()
  })

  it('tells the office whether texts were accepted', async () => {
    const store = SqliteLeadStore.open(join(scratch, 'alert.db'))
    const [ticked, unticked] = await sendBoth(store)
    await store.close()
    // The office alert as the seeded site words it.
    const content = await readMailContent(seededSource, 'https://www.example.com')
    expect(officeAlert(ticked, content).text).toMatch(/^Marketing texts: ACCEPTED: ticked the texting box \(offers and reminders\)$/m)
    expect(officeAlert(unticked, content).text).toMatch(/^Marketing texts: not accepted: contact them only about this request$/m)
    expect(officeAlert(ticked, content).html).toContain('ACCEPTED: ticked the texting box')
    // A lead stored before the forms had the box.
    expect(officeAlert({ ...unticked, smsConsent: null }, content).text).toMatch(/^Marketing texts: not asked/m)
  })
})
