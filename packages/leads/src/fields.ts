import * as z from 'zod/mini'
import type { FormFields } from './forms.ts'
import { MESSAGES } from './messages.ts'
import { phoneError } from './phone-rule.ts'
import { hasVisibleCharacter } from './text.ts'
import { isZip } from './zip.ts'

// Field rules shared by the browser (react-hook-form resolver), the server (payload validation) and
// the CLI. zod/mini keeps what the browser downloads small.

// Written out rather than taken from zod's regexes so the browser bundle carries only this one.
const EMAIL = /^(?!\.)(?!.*\.\.)[A-Za-z0-9_'+\-.]*[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

// Blank or made only of invisible characters (zero-width spaces and the like) counts as not filled in.
const text = (required: string, max = 100) =>
  z
    .string(required)
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      z.refine(hasVisibleCharacter, { error: required, abort: true }),
      z.maxLength(max, MESSAGES.tooLong),
    )

export const fieldRules = {
  firstName: text(MESSAGES.firstNameRequired),
  lastName: text(MESSAGES.lastNameRequired),
  email: z
    .string(MESSAGES.emailRequired)
    .check(
      z.trim(),
      z.minLength(1, { error: MESSAGES.emailRequired, abort: true }),
      z.maxLength(254, { error: MESSAGES.emailInvalid, abort: true }),
      z.regex(EMAIL, MESSAGES.emailInvalid),
    ),
  phone: z.string(MESSAGES.phoneLength).check(
    z.superRefine((value, ctx) => {
      const message = phoneError(value)
      if (message) ctx.addIssue({ code: 'custom', message, input: value })
    }),
  ),
  address: text(MESSAGES.addressRequired, 200),
  city: text(MESSAGES.cityRequired),
  zipCode: z.string(MESSAGES.zipInvalid).check(
    z.trim(),
    z.refine((value) => isZip(value), MESSAGES.zipInvalid),
  ),
  service: z.string().check(z.maxLength(100, MESSAGES.tooLong)),
  contactConsent: z.literal(true, MESSAGES.consentRequired),
  // The optional texting box (texting-consent.ts): either answer is fine.
  smsConsent: z.optional(z.boolean()),
  // The trap (trap.ts): hidden from people, filled in by bots. Never an error, so a bot learns nothing.
  nectar: z.optional(z.string()),
}

/** A phone number a form asks for but does not require: blank, or a number by the phone rule. */
export const optionalPhone = z.optional(
  z.string(MESSAGES.phoneLength).check(
    z.superRefine((value, ctx) => {
      const message = value.trim() ? phoneError(value) : undefined
      if (message) ctx.addIssue({ code: 'custom', message, input: value })
    }),
  ),
)

/** Whether a phone value was given at all (blank and whitespace are not a number). */
export const phoneGiven = (phone: unknown): boolean => typeof phone === 'string' && phone.trim() !== ''

/**
 * The texting box consents to texts "at the mobile number I give": ticked, it needs a number. The
 * message is the phone field's, so it shows beside the field to fill in.
 */
export const textingNeedsPhone = z.superRefine((data: { phone?: string | undefined; smsConsent?: boolean | undefined }, ctx) => {
  if (data.smsConsent === true && !phoneGiven(data.phone)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: MESSAGES.textingPhoneRequired, input: data.phone })
  }
})

export type LeadField = 'firstName' | 'lastName' | 'email' | 'phone' | 'address' | 'city' | 'zipCode'

/** Which contact fields each kind of form asks for and requires. */
export const REQUIRED_FIELDS: Record<Exclude<FormFields, 'newsletter'>, readonly LeadField[]> = {
  full: ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'zipCode'],
  stats: ['firstName', 'lastName', 'email', 'phone', 'address'],
  // The quiz asks for one name, split at the first space, so a one-word name has no last name.
  quiz: ['firstName', 'email', 'address'],
}

const { firstName, lastName, email, phone, address, city, zipCode, service, contactConsent, smsConsent, nectar } = fieldRules

/** Home-page style forms: every contact field. */
export const fullFormSchema = z.object({
  firstName,
  lastName,
  email,
  phone,
  service,
  address,
  city,
  zipCode,
  contactConsent,
  smsConsent,
  nectar,
})

/** The stats page form: no city or ZIP; its address field takes a street address (docs/decisions.md, "Quiz name field"). */
export const statsFormSchema = z.object({ firstName, lastName, email, phone, service, address, contactConsent, smsConsent, nectar })

/**
 * The quiz results form: one name field, e-mail, a mobile number needed only for texts, and address.
 * The number and the texting box are checked as a pair of their own, so a blank name (whose rule
 * stops the rest of its object's checks) does not hide the number's message: every message at once.
 */
export const quizFormSchema = z.intersection(
  z.object({ name: text(MESSAGES.nameRequired, 200), email, address, contactConsent, nectar }),
  z.object({ phone: optionalPhone, smsConsent }).check(textingNeedsPhone),
)
