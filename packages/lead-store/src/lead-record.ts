import { pickAttribution, type LeadPayload } from '@site/leads'
import type { NewLead, NewSubscription, ServiceAreaMark } from './types.ts'

export type RequestFacts = {
  id: string
  receivedAt: string
  clientIp: string | null
  userAgent: string | null
  /**
   * The site's own consent wording and version the form showed: the evidence kept and forwarded.
   * `source: 'client'` only when the site knew no wording at all and kept the browser's copy.
   */
  currentConsent: {
    text: string
    version: string
    subscriptionIds?: readonly string[]
    source?: 'server' | 'client'
    /** The texting box's wording the form showed, as the site knows it, and HubSpot's SMS subscription type. */
    texting?: { text: string; version: string; source?: 'server' | 'client'; subscriptionId?: string | null }
  }
  /** Whether the lead's ZIP code is served, when the site checked it. */
  serviceArea?: ServiceAreaMark | null
  /** The hash of the visit-window token answered with the 201 (visit-bookings.ts newVisitToken). */
  visitTokenHash?: string | null
  /** The form's trap field was filled (packages/leads trap.ts). */
  suspectedAutomated?: boolean
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '')
const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)

/** The record a validated payload becomes: columns to read, the payload whole, consent evidence. */
export function leadRecord(posted: LeadPayload, facts: RequestFacts): NewLead {
  const payload = withSiteSubscriptions(posted, facts.currentConsent.subscriptionIds ?? [])
  const data = payload.leadData
  const texting = facts.currentConsent.texting
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
      text: facts.currentConsent.text,
      version: facts.currentConsent.version,
      source: facts.currentConsent.source ?? 'server',
      at: facts.receivedAt,
      pageUrl: strOrNull(data.page_url),
      clientIp: facts.clientIp,
      userAgent: facts.userAgent,
    },
    smsConsent: {
      given: data.sms_subscription_opted_in === true,
      text: texting?.text ?? '',
      version: texting?.version ?? '',
      source: texting?.source ?? 'server',
      subscriptionTypeId: texting?.subscriptionId ?? null,
    },
    attribution: pickAttribution(data),
    payload,
    serviceArea: facts.serviceArea ?? null,
    suspectedAutomated: facts.suspectedAutomated ?? false,
    ...(facts.visitTokenHash ? { visitTokenHash: facts.visitTokenHash } : {}),
  }
}

/**
 * The HubSpot subscription types a lead subscribes to are the site's (settings), never the browser's:
 * a post could otherwise subscribe a person to any list of the portal.
 */
function withSiteSubscriptions(payload: LeadPayload, subscriptionIds: readonly string[]): LeadPayload {
  return {
    ...payload,
    leadData:
      'marketing_subscription_ids' in payload.leadData || subscriptionIds.length
        ? { ...payload.leadData, marketing_subscription_ids: [...subscriptionIds] }
        : payload.leadData,
    hubspotSubscriptions: { ...payload.hubspotSubscriptions, subscriptionIds: [...subscriptionIds] },
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
  return {
    id: facts.id,
    email: signup.email,
    subscribedAt: facts.receivedAt,
    page: signup.page ?? null,
    consent: {
      given: signup.consent,
      text: facts.currentConsent.text,
      version: facts.currentConsent.version,
      source: facts.currentConsent.source ?? 'server',
      at: facts.receivedAt,
      pageUrl: signup.pageUrl ?? null,
      clientIp: facts.clientIp,
      userAgent: facts.userAgent,
    },
    suspectedAutomated: facts.suspectedAutomated ?? false,
  }
}
