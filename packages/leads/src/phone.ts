// Phone rules: shown as (XXX) XXX-XXXX, at most 10 digits (14 characters with the mask), and a
// North American number whose area code and exchange could exist (that rule is in phone-rule.ts,
// loaded with the form's validation; the mask ships with every page's form).

export const PHONE_DIGITS = 10
export const PHONE_MAX_LENGTH = 14

/** The digits of a typed value, never more than ten. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_DIGITS)
}

/**
 * The mask applied as the visitor types. Three digits or fewer stay "(904" rather than "(904) " so
 * Backspace is never trapped behind the mask's own punctuation.
 */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value)
  if (!digits) return ''
  if (digits.length <= 3) return `(${digits}`
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}
