import * as z from 'zod/mini'
import { fieldRules } from './fields.ts'
import { MESSAGES } from './messages.ts'
import { LEGACY_TRAP_FIELD, TRAP_FIELD } from './trap.ts'

// The blog's newsletter box posts this to /api/newsletter; subscriptions are kept apart from leads.

const short = (max: number) => z.optional(z.string().check(z.maxLength(max, MESSAGES.tooLong)))

export const newsletterSchema = z.object({
  email: fieldRules.email,
  consent: z.literal(true, MESSAGES.consentRequired),
  consentText: short(5000),
  consentVersion: short(100),
  page: short(100),
  pageUrl: short(2048),
  [TRAP_FIELD]: short(500),
  [LEGACY_TRAP_FIELD]: short(500),
})

/** The newsletter form's own fields, checked in the browser before anything is sent. */
export const newsletterFormSchema = z.object({ email: fieldRules.email, consent: fieldRules.contactConsent, nectar: fieldRules.nectar })
