import { MESSAGES } from './messages.ts'
import { PHONE_DIGITS } from './phone.ts'

// The phone rule (phone.ts has the mask): exactly ten digits, and a North American number whose
// area code and exchange could exist.

/** The message for a phone value, or undefined when it is a valid number. */
export function phoneError(value: string): string | undefined {
  // Anything other than digits and the mask's punctuation is not a phone number someone typed.
  if (/[^\d\s().+-]/.test(value)) return MESSAGES.phoneInvalid
  const digits = value.replace(/\D/g, '')
  if (digits.length !== PHONE_DIGITS) return MESSAGES.phoneLength
  const [first, second, , fourth, fifth] = digits
  if (first === '0' || first === '1' || second === '9' || fourth === '0' || fourth === '1' || fifth === '9') {
    return MESSAGES.phoneInvalid
  }
  return undefined
}
