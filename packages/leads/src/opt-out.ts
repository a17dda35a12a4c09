import * as z from 'zod/mini'
import { fieldRules } from './fields.ts'
import { MESSAGES } from './messages.ts'
import { phoneError } from './phone-rule.ts'
import { LEGACY_TRAP_FIELD, TRAP_FIELD, trapFilled } from './trap.ts'

// A withdrawal of consent posted to /api/opt-out: an e-mail, a phone or both, and what to stop.
// Any reasonable means counts under Florida's FTSA and the FCC's 2025 rule, so the rules are
// lenient in form (a +1 or any punctuation in the number) but never guess a contact.

export const OPT_OUT_MESSAGES = {
  contactRequired: 'Please give the e-mail address or the mobile number you want us to stop contacting.',
  channelsRequired: 'Please choose texts, e-mails or both.',
} as const

const short = (max: number) => z.optional(z.string().check(z.maxLength(max, MESSAGES.tooLong)))

const optOutSchema = z.object({
  email: short(254),
  phone: short(40),
  channels: z.optional(z.array(z.enum(['sms', 'email']), OPT_OUT_MESSAGES.channelsRequired).check(z.maxLength(2))),
  pageUrl: short(2048),
  [TRAP_FIELD]: short(500),
  [LEGACY_TRAP_FIELD]: short(500),
})

export type OptOutRequest = { email: string | null; phone: string | null; channels: ('sms' | 'email')[]; pageUrl: string | null }
export type ParsedOptOut =
  { ok: true; request: OptOutRequest; honeypot: boolean } | { ok: false; message: string; issues: { path: string; message: string }[] }

const fail = (path: string, message: string): ParsedOptOut => ({ ok: false, message, issues: [{ path, message }] })

/** The phone as its ten digits (a leading country code 1 dropped), when it is a valid US number. */
function nationalPhone(value: string): string | null {
  const digits = value.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return phoneError(national) ? null : national
}

export function parseOptOut(body: unknown): ParsedOptOut {
  const result = optOutSchema.safeParse(body)
  if (!result.success) {
    const issue = result.error.issues[0]
    const path = issue?.path.map(String).join('.') ?? ''
    return fail(path, path.startsWith('channels') ? OPT_OUT_MESSAGES.channelsRequired : (issue?.message ?? MESSAGES.invalidRequest))
  }
  const { email: rawEmail, phone: rawPhone, channels, pageUrl } = result.data
  const email = rawEmail?.trim() || null
  const phone = rawPhone?.trim() || null
  if (!email && !phone) return fail('email', OPT_OUT_MESSAGES.contactRequired)
  // A contact given but mistyped is refused rather than dropped: the person expects it to stop.
  if (email && !fieldRules.email.safeParse(email).success) return fail('email', MESSAGES.emailInvalid)
  if (phone && !nationalPhone(phone)) return fail('phone', MESSAGES.phoneInvalid)
  const chosen = channels ?? ['sms', 'email']
  if (!chosen.length) return fail('channels', OPT_OUT_MESSAGES.channelsRequired)
  return {
    ok: true,
    honeypot: trapFilled(result.data),
    request: { email, phone, channels: [...new Set(chosen)], pageUrl: pageUrl ?? null },
  }
}
