import { randomUUID } from 'node:crypto'
import { buildLeadPayload, parseLeadPayload, type LeadSubmission } from '@site/leads'
import { leadRecord } from '../lead-record.ts'
import type { NewLead, NewOptOut, NewSubscription } from '../types.ts'

// Realistic records for store and outbox tests: built and validated the way /api/leads does it.

let clock = Date.parse('2025-09-10T14:00:00.000Z')

/** The texting box's wording as the fixtures' site shows it. */
export const SAMPLE_TEXTING =
  'Yes, text me offers and reminders. Marketing texts from Hollis Lawn & Pest. Message frequency varies. Msg & data rates may apply. Reply STOP to opt out, HELP for help. Consent is not a condition of purchase.'

/** `texting`: the visitor ticked the texting box; `smsSubscriptionId`: the site's HubSpot SMS subscription type. */
export type SampleOptions = { texting?: boolean; smsSubscriptionId?: string | null }

export function sampleLead(overrides: Partial<LeadSubmission['values']> = {}, receivedAt?: string, options: SampleOptions = {}): NewLead {
  const submission: LeadSubmission = {
    formId: 'spider-control-form',
    values: {
      firstName: 'Dana',
      lastName: "O'Neil, Jr.",
      email: 'dana@example.com',
      phone: '(904) 555-0142',
      address: '1200 Riverside Ave, Apt "B"',
      city: 'Jacksonville',
      zipCode: '32204',
      ...overrides,
    },
    serviceLabel: 'Lawn + Pest Control $80/month',
    consent: { given: true, text: 'I consent to receive texts. Reply STOP to opt out.', version: '2025-09-01' },
    texting: { given: options.texting ?? false, text: SAMPLE_TEXTING, version: '2026-11-28' },
    page: { domain: 'www.example.com', url: 'https://www.example.com/pest-control/spiders?utm_source=google' },
    attribution: { utm_source: 'google', utm_medium: 'cpc', referrer_type: 'organic' },
    additionalData: { pet_kid_safe: true },
    now: new Date('2025-09-10T13:59:58.000Z'),
  }
  const parsed = parseLeadPayload(JSON.parse(JSON.stringify(buildLeadPayload(submission))))
  if (!parsed.ok) throw new Error(`sample lead is invalid: ${parsed.message}`)
  clock += 1000
  return leadRecord(parsed.payload, {
    id: randomUUID(),
    receivedAt: receivedAt ?? new Date(clock).toISOString(),
    clientIp: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (test)',
    // The site's wording as settings hold it: what every lead keeps as its consent evidence.
    currentConsent: {
      text: 'I consent to receive texts. Reply STOP to opt out.',
      version: '2025-09-01',
      texting: { text: SAMPLE_TEXTING, version: '2026-11-28', subscriptionId: options.smsSubscriptionId ?? null },
    },
  })
}

export function sampleSubscription(email = 'reader@example.com'): NewSubscription {
  clock += 1000
  const at = new Date(clock).toISOString()
  return {
    id: randomUUID(),
    email,
    subscribedAt: at,
    page: 'blog',
    consent: {
      given: true,
      text: 'Send me the newsletter.',
      version: '2025-09-01',
      source: 'client',
      at,
      pageUrl: 'https://www.example.com/blog',
      clientIp: '198.51.100.4',
      userAgent: 'Mozilla/5.0 (test)',
    },
    suspectedAutomated: false,
  }
}

export function sampleOptOut(overrides: Partial<NewOptOut> = {}): NewOptOut {
  clock += 1000
  return {
    id: randomUUID(),
    receivedAt: new Date(clock).toISOString(),
    email: 'dana@example.com',
    phone: '(904) 555-0142',
    channels: ['sms', 'email'],
    pageUrl: 'https://www.example.com/opt-out',
    clientIp: '203.0.113.7',
    userAgent: 'Mozilla/5.0 (test)',
    ...overrides,
  }
}
