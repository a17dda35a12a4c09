import * as z from 'zod/mini'
import { ATTRIBUTION_FIELDS, type AttributionField } from './attribution-fields.ts'
import { MAX_UTM_LENGTH } from './attribution.ts'
import { MAX_REFERRER_LENGTH } from './referrer.ts'
import { REQUIRED_FIELDS, fieldRules, optionalPhone, phoneGiven, type LeadField } from './fields.ts'
import { FORMS, type FormFields } from './forms.ts'
import { MESSAGES } from './messages.ts'
import { LEGACY_TRAP_FIELD, TRAP_FIELD, trapFilled } from './trap.ts'

// The body every lead form posts to /api/leads and the outbox forwards to the CRM (docs/leads.md):
// { client, domain, leadData, legal, hubspotSubscriptions }.

const short = (max = 100) => z.optional(z.string().check(z.maxLength(max, MESSAGES.tooLong)))
// Object.fromEntries cannot carry its keys' type; the keys are exactly ATTRIBUTION_FIELDS.
// As long as the browser ever sends them (attribution.ts MAX_UTM_LENGTH, referrer.ts MAX_REFERRER_LENGTH):
// what one row may hold stays near what a form sends.
const attributionShape = Object.fromEntries(
  ATTRIBUTION_FIELDS.map((key) => [key, short(key.startsWith('referrer_url') ? MAX_REFERRER_LENGTH : MAX_UTM_LENGTH)]),
) as Record<AttributionField, ReturnType<typeof short>>

function leadDataSchema(fields: Exclude<FormFields, 'newsletter'>) {
  const required = new Set<LeadField>(REQUIRED_FIELDS[fields])
  // Fields a form does not ask for are accepted when present, but not checked against the rules.
  const rule = <K extends LeadField>(name: K) => (required.has(name) ? fieldRules[name] : short(200))
  const shape = {
    firstName: rule('firstName'),
    lastName: rule('lastName'),
    email: rule('email'),
    // A form that does not require a phone number (the quiz's) may still send one: by the same rule.
    phone: required.has('phone') ? fieldRules.phone : optionalPhone,
    address: rule('address'),
    city: rule('city'),
    zipCode: rule('zipCode'),
    ...attributionShape,
    submission_form_id: z.string(MESSAGES.unknownForm).check(z.regex(/^[a-z0-9][a-z0-9-]{0,79}$/, MESSAGES.unknownForm)),
    form_type: short(),
    page: short(),
    page_name: short(),
    page_url: short(2048),
    timestamp: short(40),
    select_a_service__sg_: short(),
    message: short(2000),
    marketing_subscription_ids: z.optional(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20))),
    email_subscription_opted_in: z.optional(z.boolean()),
    sms_subscription_opted_in: z.optional(z.boolean()),
    [TRAP_FIELD]: short(500),
    [LEGACY_TRAP_FIELD]: short(500),
    // The extra values a form of the site adds: the quiz's.
    quiz_results: short(2000),
    pet_kid_safe: z.optional(z.boolean()),
  }
  // Anything else a client adds travels along as sent, but only a few short flat values: what one
  // row may hold stays near what a form sends, so a flood of posts cannot store much with each.
  const known = new Set(Object.keys(shape))
  return z.catchall(z.object(shape), z.unknown()).check(
    z.superRefine((data, ctx) => {
      const others = Object.entries(data).filter(([key]) => !known.has(key))
      if (others.length > MAX_OTHER_FIELDS) ctx.addIssue({ code: 'custom', message: MESSAGES.tooManyFields, input: data })
      for (const [key, value] of others) {
        const flat = value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean'
        if (typeof value === 'string' ? value.length > MAX_OTHER_LENGTH : !flat) {
          ctx.addIssue({
            code: 'custom',
            message: typeof value === 'string' ? MESSAGES.tooLong : MESSAGES.invalidRequest,
            path: [key],
            input: value,
          })
        }
      }
    }),
  )
}

/** How many values beyond the known fields a lead may carry, and how long each may be. */
export const MAX_OTHER_FIELDS = 8
export const MAX_OTHER_LENGTH = 200

const legalSchema = z.object({
  contactConsent: z._default(z.boolean(), false),
  // The consent evidence: the exact wording shown beside the checkbox and its version.
  consentText: short(2000),
  consentVersion: short(),
  // The same evidence for the optional texting box.
  smsConsentText: short(2000),
  smsConsentVersion: short(),
})

const subscriptionsSchema = z.object({
  subscriptionIds: z._default(z.array(z.string().check(z.maxLength(100))).check(z.maxLength(20)), []),
  emailSubscription: z._default(z.boolean(), true),
  smsSubscription: z._default(z.boolean(), false),
})

function payloadSchema(fields: Exclude<FormFields, 'newsletter'>) {
  return z.object({
    client: z.string().check(z.minLength(1), z.maxLength(100)),
    domain: z.string().check(z.minLength(1), z.maxLength(253)),
    leadData: leadDataSchema(fields),
    legal: legalSchema,
    hubspotSubscriptions: z._default(subscriptionsSchema, { subscriptionIds: [], emailSubscription: true, smsSubscription: false }),
  })
}

const SCHEMAS = { full: payloadSchema('full'), stats: payloadSchema('stats'), quiz: payloadSchema('quiz') }

export type LeadPayload = z.output<(typeof SCHEMAS)['full']>
export type LeadPayloadInput = z.input<(typeof SCHEMAS)['full']>
export type PayloadIssue = { path: string; message: string }
export type ParsedLead =
  /** `honeypot`: the trap field was filled (trap.ts); the trap's values are not part of the payload. */
  | { ok: true; payload: LeadPayload; fields: Exclude<FormFields, 'newsletter'>; honeypot: boolean }
  | { ok: false; message: string; issues: PayloadIssue[] }

/** The field rules a submission is checked against: those of its form, home-page rules if unknown. */
export function fieldsOf(formId: unknown): Exclude<FormFields, 'newsletter'> {
  const form = typeof formId === 'string' && Object.hasOwn(FORMS, formId) ? FORMS[formId as keyof typeof FORMS] : undefined
  const fields: FormFields = form?.fields ?? 'full'
  return fields === 'newsletter' ? 'full' : fields
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Validates a posted body. Consent is checked like any other rule, and when it is missing its
 * message is THE message of the answer, because that is what the visitor has to fix.
 */
export function parseLeadPayload(body: unknown): ParsedLead {
  const leadData = isRecord(body) && isRecord(body.leadData) ? body.leadData : undefined
  const fields = fieldsOf(leadData?.submission_form_id)
  const result = SCHEMAS[fields].safeParse(body)
  const consentGiven = isRecord(body) && isRecord(body.legal) && body.legal.contactConsent === true
  const issues: PayloadIssue[] = result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }))
  if (!consentGiven) issues.unshift({ path: 'legal.contactConsent', message: MESSAGES.consentRequired })
  // Texts go "to the mobile number I give": a ticked texting box without one is for the visitor to fix.
  const sms = textingChosen(body)
  if (sms && !phoneGiven(leadData?.phone) && !issues.some((issue) => issue.path === 'leadData.phone')) {
    issues.push({ path: 'leadData.phone', message: MESSAGES.textingPhoneRequired })
  }
  if (!result.success || issues.length) {
    const first = issues[0]
    const message = first && !first.message.startsWith('Invalid input') ? first.message : MESSAGES.invalidRequest
    return { ok: false, message, issues }
  }
  const honeypot = trapFilled(result.data.leadData)
  const { [TRAP_FIELD]: _trap, [LEGACY_TRAP_FIELD]: _legacy, ...cleanLeadData } = result.data.leadData
  return {
    ok: true,
    payload: {
      ...result.data,
      leadData: { ...cleanLeadData, sms_subscription_opted_in: sms },
      hubspotSubscriptions: { ...result.data.hubspotSubscriptions, smsSubscription: sms },
    },
    fields,
    honeypot,
  }
}

/**
 * The texting box's answer, which the payload carries twice (`leadData.sms_subscription_opted_in`,
 * `hubspotSubscriptions.smsSubscription`): ticked when one says so and neither says otherwise, since
 * a consent to marketing texts is never read into a post that contradicts itself. Both are then
 * written with it, so the store and the CRM see one answer.
 */
function textingChosen(body: unknown): boolean {
  if (!isRecord(body)) return false
  const flags = [
    isRecord(body.leadData) ? body.leadData.sms_subscription_opted_in : undefined,
    isRecord(body.hubspotSubscriptions) ? body.hubspotSubscriptions.smsSubscription : undefined,
  ]
  return flags.includes(true) && !flags.includes(false)
}
