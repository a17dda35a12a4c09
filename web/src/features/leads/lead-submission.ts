import {
  TRAP_FIELD,
  leadPayloadFor,
  pickAttribution,
  readAttribution,
  splitFullName,
  submitLead,
  type FormEntry,
  type LeadExtras,
} from '@site/leads'
import type { Values } from './form-engine'

// The sending half of a lead form, loaded with the form engine on the visitor's first touch (like
// it, only a visitor who fills in a form needs it): the payload from the checked values, the
// attribution stored for the lead, the POST to /api/leads.

export type LeadFormSettings = {
  form: FormEntry
  pageName: string
  variant: 'full' | 'stats' | 'quiz'
  consentText: string
  consentVersion: string
  texting: { text: string; version: string }
  additionalData?: LeadExtras
}

/** The quiz sends this service value instead of a chosen option. */
const QUIZ_SERVICE = 'quiz-completion'
const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '')

/** The body a lead form posts for the values its engine has checked. */
export function leadPayload(settings: LeadFormSettings, values: Values) {
  const { form, pageName, variant, additionalData } = settings
  const names =
    variant === 'quiz' ? splitFullName(text(values.name)) : { firstName: text(values.firstName), lastName: text(values.lastName) }
  const contact = { ...names, email: text(values.email), address: text(values.address) }
  // The quiz's mobile number travels only when given (it is needed only for texts).
  const phone = variant !== 'quiz' || text(values.phone).trim() ? { phone: text(values.phone) } : {}
  const place = variant === 'full' ? { city: text(values.city), zipCode: text(values.zipCode) } : {}
  return leadPayloadFor(form, {
    formId: form.id,
    pageName,
    values: { ...contact, ...phone, ...place, [TRAP_FIELD]: text(values[TRAP_FIELD]) },
    // The service options' values are their labels, what a lead sends.
    serviceLabel: variant === 'quiz' ? QUIZ_SERVICE : text(values.service),
    consent: { given: values.contactConsent === true, text: settings.consentText, version: settings.consentVersion },
    texting: { given: values.smsConsent === true, ...settings.texting },
    page: { domain: window.location.hostname, url: window.location.href },
    attribution: readAttribution(),
    ...(additionalData ? { additionalData } : {}),
  })
}

/** What use-lead-submit needs to post a lead and report it. */
export { pickAttribution, submitLead }
