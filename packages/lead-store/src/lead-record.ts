import { pickAttribution, type LeadPayload } from '@site/leads'
import type { NewLead, NewSubscription, ServiceAreaMark } from './types.ts'

export type RequestFacts = {
  id: string
  receivedAt: string
  clientIp: string | null
  userAgent: string | null
  /** The site's consent wording and version now, used when a client did not say what it showed. */
  currentConsent: { text: string; version: string }
  /** Whether the lead's ZIP code is served, when the site checked it. */
  serviceArea?: ServiceAreaMark | null
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)

/** The record a validated payload becomes: columns to read, the payload whole, consent evidence. */
export function leadRecord(payload: LeadPayload, facts: RequestFacts): NewLead {
  const data = payload.leadData
  const fromClient = Boolean(payload.legal.consentText)
  return {
    id: facts.id,
    receivedAt: facts.receivedAt,
    clientTimestamp: strOrNull(data.timestamp),
    formId: data.submission_form_id,
    formType: strOrNull(data.form_type),
    page: strOrNull(data.page),
    pageName: strOrNull(data.page_name),
    pageUrl: strOrNull(data.page_url),
    firstName: str(data.firstName),
    lastName: str(data.lastName),
    email: str(data.email),
    phone: str(data.phone),
    address: str(data.address),
    city: str(data.city),
    zipCode: str(data.zipCode),
    service: str(data.select_a_service__sg_),
    message: str(data.message),
    consent: {
      given: payload.legal.contactConsent,
      text: fromClient ? str(payload.legal.consentText) : facts.currentConsent.text,
      version: fromClient ? str(payload.legal.consentVersion) : facts.currentConsent.version,
      source: fromClient ? 'client' : 'server',
      at: facts.receivedAt,
      pageUrl: strOrNull(data.page_url),
      clientIp: facts.clientIp,
      userAgent: facts.userAgent,
    },
    attribution: pickAttribution(data),
    payload,
    serviceArea: facts.serviceArea ?? null,
  }
}

export function subscriptionRecord(
  signup: {
    email: string
    consent: boolean
    consentText?: string | undefined
    consentVersion?: string | undefined
    page?: string | undefined
    pageUrl?: string | undefined
  },
  facts: RequestFacts,
): NewSubscription {
  const fromClient = Boolean(signup.consentText)
  return {
    id: facts.id,
    email: signup.email,
    subscribedAt: facts.receivedAt,
    page: signup.page ?? null,
    consent: {
      given: signup.consent,
      text: fromClient ? str(signup.consentText) : facts.currentConsent.text,
      version: fromClient ? str(signup.consentVersion) : facts.currentConsent.version,
      source: fromClient ? 'client' : 'server',
      at: facts.receivedAt,
      pageUrl: signup.pageUrl ?? null,
      clientIp: facts.clientIp,
      userAgent: facts.userAgent,
    },
  }
}
