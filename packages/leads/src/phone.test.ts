import { describe, expect, it } from 'vitest'
import { fullFormSchema } from './fields.ts'
import { MESSAGES } from './messages.ts'
import { PHONE_MAX_LENGTH, formatPhone, phoneDigits } from './phone.ts'
import { phoneError } from './phone-rule.ts'

describe('phone mask (XXX) XXX-XXXX', () => {
  it.each([
    ['', ''],
    ['9', '(9'],
    ['904', '(904'],
    ['9045', '(904) 5'],
    ['904555', '(904) 555'],
    ['9045550', '(904) 555-0'],
    ['9045550142', '(904) 555-0142'],
    ['904-555-0142', '(904) 555-0142'],
    ['(904) 555-0142', '(904) 555-0142'],
    ['abc904def', '(904'],
  ])('formats %j as %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown)
  })

  it('keeps at most 10 digits, so the masked value never exceeds the input maximum of 14', () => {
    expect(phoneDigits('904555014299')).toBe('9045550142')
    expect(formatPhone('90455501429999')).toBe('(904) 555-0142')
    expect(formatPhone('90455501429999')).toHaveLength(PHONE_MAX_LENGTH)
  })
})

describe('phone messages', () => {
  it('accepts a valid number', () => {
    expect(phoneError('(904) 555-0142')).toBeUndefined()
    expect(phoneError('9045550142')).toBeUndefined()
  })

  it.each(['', '(904', '(904) 555-014', '90455501421', '+1 904 555 0142'])('%j is not exactly 10 digits', (value) => {
    expect(phoneError(value)).toBe('Phone number must be exactly 10 digits')
  })

  it.each([
    ['first digit 0', '(004) 555-0142'],
    ['first digit 1', '(104) 555-0142'],
    ['second digit 9', '(994) 555-0142'],
    ['fourth digit 0', '(904) 055-0142'],
    ['fourth digit 1', '(904) 155-0142'],
    ['fifth digit 9', '(904) 595-0142'],
    ['letters', '904-555-O142'],
  ])('%s is not a valid phone number', (_case, value) => {
    expect(phoneError(value)).toBe('Please enter a valid phone number')
  })

  it('allows 9 in the positions the rules do not name', () => {
    expect(phoneError('(909) 599-9999')).toBe('Please enter a valid phone number')
    expect(phoneError('(209) 559-9999')).toBeUndefined()
  })

  it('is the message the form schema reports for the phone field', () => {
    const issues = (phone: string) =>
      fullFormSchema
        .safeParse({ phone })
        .error?.issues.filter((issue) => issue.path[0] === 'phone')
        .map((issue) => issue.message)
    expect(issues('(904) 555')).toEqual([MESSAGES.phoneLength])
    expect(issues('(904) 595-0142')).toEqual([MESSAGES.phoneInvalid])
    expect(issues('(904) 555-0142')).toEqual([])
  })
})
