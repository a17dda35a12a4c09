import { ATTRIBUTION_FIELDS } from '@site/leads'
import type { StoredLead, VisitWindow } from './types.ts'

// HubSpot Forms API v3 ("Submit data to a form", POST api.hsforms.com/submissions/v3/integration/
// submit/{portalId}/{formGuid}): the body LEAD_FORWARD_FORMAT=hubspot sends for each lead.
// Standard contact properties where HubSpot has one; the service, the form and the attribution go to
// custom contact properties of the same names, listed in docs/leads.md, which the HubSpot form must hold.

/** HubSpot's object type id for contacts. */
const CONTACT = '0-1'

export type HubSpotField = { objectTypeId: string; name: string; value: string }
export type HubSpotSubmission = {
  submittedAt: string
  fields: HubSpotField[]
  context: { pageUri?: string; pageName?: string }
  legalConsentOptions: {
    consent: {
      consentToProcess: boolean
      text: string
      communications: { value: boolean; subscriptionTypeId: number; text: string }[]
    }
  }
}

/** Custom contact properties the hubspot format fills, besides the attribution fields. */
export const HUBSPOT_CUSTOM_PROPERTIES = ['service_requested', 'lead_form_id', 'service_area', 'preferred_visit_window'] as const

/**
 * The window as one line a person reads in HubSpot and a sort keeps in order: the Jacksonville date and
 * arrival times, e.g. "2026-12-01 08:00-12:00 ET" (the times of the window's ISO start and end).
 */
export const visitWindowText = (window: VisitWindow) => `${window.date} ${window.start.slice(11, 16)}-${window.end.slice(11, 16)} ET`

export function hubspotSubmission(lead: StoredLead): HubSpotSubmission {
  const values: [string, string | null | undefined][] = [
    ['firstname', lead.firstName],
    ['lastname', lead.lastName],
    ['email', lead.email],
    ['phone', lead.phone],
    ['address', lead.address],
    ['city', lead.city],
    ['zip', lead.zipCode],
    ['message', lead.message],
    ['service_requested', lead.service],
    ['lead_form_id', lead.formId],
    ['service_area', lead.serviceArea],
    ['preferred_visit_window', lead.visitWindow ? visitWindowText(lead.visitWindow) : null],
    ...ATTRIBUTION_FIELDS.map((key): [string, string | undefined] => [key, lead.attribution[key]]),
  ]
  // Empty values are left out: an empty field would clear what HubSpot already knows of the contact.
  const fields = values.flatMap(([name, value]) => (value ? [{ objectTypeId: CONTACT, name, value }] : []))
  const { subscriptionIds, emailSubscription } = lead.payload.hubspotSubscriptions
  // A person who withdrew e-mail consent is not subscribed again by a later form.
  const subscribed = lead.consent.given && emailSubscription && !lead.optOut?.channels.includes('email')
  const email = subscriptionIds
    .filter((id) => /^\d+$/.test(id))
    .map((id) => ({ value: subscribed, subscriptionTypeId: Number(id), text: lead.consent.text }))
  return {
    submittedAt: String(Date.parse(lead.receivedAt)),
    fields,
    context: { ...(lead.pageUrl ? { pageUri: lead.pageUrl } : {}), ...(lead.pageName ? { pageName: lead.pageName } : {}) },
    legalConsentOptions: {
      consent: {
        consentToProcess: lead.consent.given,
        text: lead.consent.text,
        communications: [...email, ...smsCommunication(lead)],
      },
    },
  }
}

/**
 * The texting box as HubSpot's SMS subscription type (Site settings), with the wording shown beside
 * it: ticked or not, as the visitor left it. Nobody is subscribed to texts again after withdrawing
 * consent to them. No entry when no SMS type is set, or for a lead from before the box existed.
 */
function smsCommunication(lead: StoredLead): HubSpotSubmission['legalConsentOptions']['consent']['communications'] {
  const sms = lead.smsConsent
  if (!sms?.subscriptionTypeId || !/^\d+$/.test(sms.subscriptionTypeId)) return []
  const value = lead.consent.given && sms.given && !lead.optOut?.channels.includes('sms')
  return [{ value, subscriptionTypeId: Number(sms.subscriptionTypeId), text: sms.text }]
}

/**
 * HubSpot's error answer ({status, message, errors: [{message, errorType}]}) as one readable line for
 * `pnpm leads show`; any other text as it came.
 */
export function hubspotErrors(text: string): string {
  try {
    const answer: unknown = JSON.parse(text)
    if (typeof answer === 'object' && answer !== null && 'errors' in answer && Array.isArray(answer.errors)) {
      const errors = answer.errors.map((error: unknown) =>
        typeof error === 'object' && error !== null
          ? `${'errorType' in error ? `${String(error.errorType)}: ` : ''}${'message' in error ? String(error.message) : ''}`
          : String(error),
      )
      if (errors.length) return errors.join('; ')
    }
  } catch {
    // not JSON: kept as it came
  }
  return text
}

export const HUBSPOT_OPT_OUT_PARKED =
  "not sent: HubSpot's Forms API cannot withdraw consent. Unsubscribe this contact in HubSpot (contact record > Communication subscriptions) within 10 business days."
