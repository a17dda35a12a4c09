import type { AttributionFields } from './attribution-fields.ts'
import type { LeadField } from './fields.ts'
import type { FormDefinition, FormId } from './forms.ts'
import type { LeadPayloadInput } from './payload.ts'
import type { LEGACY_TRAP_FIELD, TRAP_FIELD } from './trap.ts'

/**
 * What the browser calls itself in the payload's `client` field. The CRM's own client key is server
 * configuration (LEAD_CLIENT_KEY), put in by the outbox when it forwards, so it never ships to browsers.
 */
export const LEAD_CLIENT = 'website'

/** The values beyond the contact fields that a form of the site sends (the quiz results form). */
export type LeadExtras = { quiz_results?: string; pet_kid_safe?: boolean }

export type LeadSubmission = {
  formId: FormId
  /** The page name when the form's own does not fit the page it sits on (an unknown town's page). */
  pageName?: string
  /** The visitor's contact fields; the ones a form does not ask for are left out. `nectar` is the trap (trap.ts). */
  values: Partial<Record<LeadField | 'message' | typeof TRAP_FIELD | typeof LEGACY_TRAP_FIELD, string>>
  /** The LABEL of the chosen service, '' when none was chosen. */
  serviceLabel: string
  /** The required box: consent to be contacted about this request. */
  consent: { given: boolean; text: string; version: string }
  /** The optional texting box (marketing texts), with the wording and version shown beside it. */
  texting?: { given: boolean; text: string; version: string }
  page: { domain: string; url: string }
  attribution?: AttributionFields
  /** The extra values a form adds: the quiz's. */
  additionalData?: LeadExtras
  subscriptionIds?: string[]
  now?: Date
}

/**
 * The body a lead form posts: leadData without the service code and the flags.
 * `form` is the form's entry in FORMS: the browser has it from its page, and never loads the table.
 */
export function leadPayloadFor(form: FormDefinition, submission: LeadSubmission): LeadPayloadInput {
  const { firstName, lastName, email, phone, address, city, zipCode, nectar, website, message } = submission.values
  const subscriptionIds = submission.subscriptionIds ?? []
  const texting = submission.texting
  const sms = texting?.given === true
  return {
    client: LEAD_CLIENT,
    domain: submission.page.domain,
    leadData: {
      // Fields a form does not ask for stay undefined, and JSON leaves them out of the body.
      firstName,
      lastName,
      email,
      phone,
      address,
      city,
      zipCode,
      message: message ?? '',
      select_a_service__sg_: submission.serviceLabel,
      ...submission.attribution,
      ...submission.additionalData,
      submission_form_id: submission.formId,
      form_type: form.formType,
      page: form.page,
      page_name: submission.pageName ?? form.pageName,
      page_url: submission.page.url,
      timestamp: (submission.now ?? new Date()).toISOString(),
      marketing_subscription_ids: subscriptionIds,
      email_subscription_opted_in: true,
      sms_subscription_opted_in: sms,
      // The trap travels only when filled: a person's form sends nothing for it.
      ...(nectar ? { nectar } : {}),
      ...(website ? { website } : {}),
    },
    legal: {
      contactConsent: submission.consent.given,
      consentText: submission.consent.text,
      consentVersion: submission.consent.version,
      ...(texting ? { smsConsentText: texting.text, smsConsentVersion: texting.version } : {}),
    },
    hubspotSubscriptions: { subscriptionIds, emailSubscription: true, smsSubscription: sms },
  }
}
