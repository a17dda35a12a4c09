import { FORM_MESSAGES } from './form-messages.ts'

// Phone rules of spec sections 5 and 8: shown as (XXX) XXX-XXXX, at most 10 digits (14 characters
// with the mask), and a North American number whose area code and exchange could exist.

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

/** The spec's message for a phone value, or undefined when it is a valid number. */
export function phoneError(value: string): string | undefined {
  // Anything other than digits and the mask's punctuation is not a phone number someone typed.
  if (/[^\d\s().+-]/.test(value)) return FORM_MESSAGES.phoneInvalid
  const digits = value.replace(/\D/g, '')
  if (digits.length !== PHONE_DIGITS) return FORM_MESSAGES.phoneLength
  const [first, second, , fourth, fifth] = digits
  if (first === '0' || first === '1' || second === '9' || fourth === '0' || fourth === '1' || fifth === '9') {
    return FORM_MESSAGES.phoneInvalid
  }
  return undefined
}
