import {
  FORMS,
  GENERIC_LOCATION_PAGE_NAME,
  LEGACY_TRAP_FIELD,
  MESSAGES,
  TRAP_FIELD,
  leadPayloadFor,
  readUtmParams,
  splitFullName,
  type FormId,
  type LeadExtras,
  type PayloadIssue,
} from '@site/leads'
import type { NativeFormValues } from '../native-form-state'

// A form posted without scripts, turned into the body the same form posts as JSON with them, so both
// go through the one intake (lead-intake.ts). Nothing here decides what is valid: that is the intake's.

/** The longest value kept from any field; the intake's own rules are far shorter. */
const MAX_FIELD = 5000

/** A field's text, or '' for a missing one or a file (no form of the site sends files). */
export function field(form: FormData, name: string): string {
  const value = form.get(name)
  return typeof value === 'string' ? value.slice(0, MAX_FIELD) : ''
}

const ticked = (form: FormData, name: string) => form.get(name) !== null

/** The trap field under its name, and under its former one should an old page or a script post that. */
const trap = (form: FormData) => ({ [TRAP_FIELD]: field(form, TRAP_FIELD), [LEGACY_TRAP_FIELD]: field(form, LEGACY_TRAP_FIELD) })

const LEAD_FIELDS = ['firstName', 'lastName', 'name', 'email', 'phone', 'service', 'address', 'city', 'zipCode'] as const

/**
 * Where the form was: the page that posted it (the Referer, when it is the origin the post came from,
 * as the browser's Origin header names it), else that origin's home page, else the site's address.
 */
export function pageOf(headers: Headers, siteUrl: string): { domain: string; url: string } {
  const origin = headers.get('origin')
  try {
    const url = new URL(headers.get('referer') ?? '')
    if (origin ? url.origin === origin : url.host === headers.get('host')) return { domain: url.hostname, url: url.href }
  } catch {
    // No usable Referer: the origin's home page below.
  }
  let home: URL
  try {
    home = new URL('/', origin ?? siteUrl)
  } catch {
    home = new URL('/', siteUrl)
  }
  return { domain: home.hostname, url: home.href }
}

/** The lead body a lead form posts as JSON, from its fields posted natively; null for a form the site does not have. */
export function leadBodyFrom(form: FormData, page: { domain: string; url: string }) {
  const formId = field(form, 'formId')
  if (!Object.hasOwn(FORMS, formId)) return null
  const entry = FORMS[formId as FormId]
  const quiz = entry.fields === 'quiz'
  const names = quiz ? splitFullName(field(form, 'name')) : { firstName: field(form, 'firstName'), lastName: field(form, 'lastName') }
  const extras: LeadExtras = quiz ? { quiz_results: field(form, 'quiz_results'), pet_kid_safe: field(form, 'pet_kid_safe') === 'true' } : {}
  // The town pop-up on an unknown town's page names itself so; any other page name is the form's own.
  const pageName = field(form, 'pageName') === GENERIC_LOCATION_PAGE_NAME ? GENERIC_LOCATION_PAGE_NAME : entry.pageName
  return leadPayloadFor(entry, {
    formId: formId as FormId,
    pageName,
    values: {
      ...names,
      email: field(form, 'email'),
      address: field(form, 'address'),
      // The quiz's mobile number travels only when given, as its form sends it with scripts.
      ...(!quiz || field(form, 'phone').trim() ? { phone: field(form, 'phone') } : {}),
      ...(entry.fields === 'full' ? { city: field(form, 'city'), zipCode: field(form, 'zipCode') } : {}),
      ...trap(form),
    },
    serviceLabel: quiz ? 'quiz-completion' : field(form, 'service'),
    consent: { given: ticked(form, 'contactConsent'), text: field(form, 'consentText'), version: field(form, 'consentVersion') },
    texting: { given: ticked(form, 'smsConsent'), text: field(form, 'smsConsentText'), version: field(form, 'smsConsentVersion') },
    page,
    attribution: readUtmParams(page.url),
    ...(quiz ? { additionalData: extras } : {}),
  })
}

/** What the visitor typed into a lead form, to show it again. */
export function leadValues(form: FormData): NativeFormValues {
  return {
    ...Object.fromEntries(LEAD_FIELDS.map((name) => [name, field(form, name).slice(0, 300)])),
    contactConsent: ticked(form, 'contactConsent'),
    smsConsent: ticked(form, 'smsConsent'),
  }
}

/** The sign-up body the newsletter box posts as JSON. */
export function signupBodyFrom(form: FormData, page: { url: string }) {
  return {
    email: field(form, 'email'),
    consent: ticked(form, 'consent'),
    consentText: field(form, 'consentText'),
    consentVersion: field(form, 'consentVersion'),
    page: FORMS['blog-newsletter-form'].page,
    pageUrl: page.url,
    ...trap(form),
  }
}

const CHANNELS: Record<string, ('sms' | 'email')[]> = { both: ['sms', 'email'], sms: ['sms'], email: ['email'] }

/** The withdrawal the opt-out form posts as JSON. */
export function optOutBodyFrom(form: FormData, page: { url: string }) {
  return {
    email: field(form, 'email'),
    phone: field(form, 'phone'),
    channels: CHANNELS[field(form, 'channels')] ?? CHANNELS.both,
    pageUrl: page.url,
    ...trap(form),
  }
}

/**
 * Each field's first message, under the name of the field the visitor sees: the payload's
 * `leadData.firstName` is the form's `firstName`, its `legal.contactConsent` the consent box, and on
 * the quiz's one name field the first name's message is the name's.
 */
export function fieldErrors(issues: readonly PayloadIssue[], quiz = false): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {}
  for (const { path, message } of issues) {
    let name = path.split('.').at(-1) ?? ''
    let text = message
    if (quiz && (name === 'firstName' || name === 'lastName')) {
      name = 'name'
      if (message === MESSAGES.firstNameRequired) text = MESSAGES.nameRequired
    }
    if (name && !(name in errors)) errors[name] = text
  }
  return errors
}
