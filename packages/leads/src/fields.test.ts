import { describe, expect, it } from 'vitest'
import { fullFormSchema, quizFormSchema, statsFormSchema } from './fields.ts'
import { splitFullName } from './names.ts'
import { MESSAGES } from './messages.ts'
import { ZIP_LENGTH, ZIP_PATTERN, isZip, sanitizeZip } from './zip.ts'

const valid = {
  firstName: 'Dana',
  lastName: 'Whitfield',
  email: 'dana@example.com',
  phone: '(904) 555-0142',
  service: 'lawn-program',
  address: '1200 Riverside Ave',
  city: 'Jacksonville',
  zipCode: '32204',
  contactConsent: true,
}

function errors(schema: typeof fullFormSchema | typeof statsFormSchema | typeof quizFormSchema, values: object) {
  const result = schema.safeParse(values)
  const found: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message
  return found
}

describe('ZIP code', () => {
  it('drops everything but digits as it is typed and keeps at most five', () => {
    expect(sanitizeZip('32a2-04')).toBe('32204')
    expect(sanitizeZip('322041234')).toBe('32204')
    expect(sanitizeZip(' 3 2 ')).toBe('32')
    expect(ZIP_LENGTH).toBe(5)
    expect(new RegExp(`^${ZIP_PATTERN}$`).test('32204')).toBe(true)
  })

  it.each(['', '3220', '322041', '3220a', '32 04'])('%j is refused with the ZIP hint', (zipCode) => {
    expect(isZip(zipCode)).toBe(false)
    expect(errors(fullFormSchema, { ...valid, zipCode })).toEqual({ zipCode: 'Please enter a valid 5-digit ZIP code.' })
  })

  it('accepts exactly five digits', () => {
    expect(errors(fullFormSchema, valid)).toEqual({})
  })
})

describe('home-page style form rules', () => {
  it('requires first and last name, e-mail, phone, address, city, ZIP and consent; the service is optional', () => {
    expect(errors(fullFormSchema, { service: '', contactConsent: false })).toEqual({
      firstName: MESSAGES.firstNameRequired,
      lastName: MESSAGES.lastNameRequired,
      email: MESSAGES.emailRequired,
      phone: 'Phone number must be exactly 10 digits',
      address: MESSAGES.addressRequired,
      city: MESSAGES.cityRequired,
      zipCode: 'Please enter a valid 5-digit ZIP code.',
      contactConsent: 'Please check the consent box to continue.',
    })
    expect(errors(fullFormSchema, { ...valid, service: '' })).toEqual({})
  })

  it('counts a name of spaces as empty and trims what it keeps', () => {
    expect(errors(fullFormSchema, { ...valid, firstName: '   ' })).toEqual({ firstName: MESSAGES.firstNameRequired })
    expect(fullFormSchema.parse({ ...valid, city: '  Yulee ' }).city).toBe('Yulee')
  })

  it.each(['\u200b', '\u200b\u200c\u200d', '\u2060\ufeff', ' \u200b ', '\u00ad', '\u3164', '\u0301'])(
    'counts a name of invisible characters (%j) as empty',
    (firstName) => {
      expect(errors(fullFormSchema, { ...valid, firstName })).toEqual({ firstName: MESSAGES.firstNameRequired })
      expect(errors(quizFormSchema, { name: firstName, email: valid.email, address: valid.address, contactConsent: true })).toEqual({
        name: MESSAGES.nameRequired,
      })
    },
  )

  it('keeps names that show a character next to invisible ones', () => {
    for (const firstName of ['Zo\u200be', 'José', 'Ngọc', '李', 'O\u2019Brien']) {
      expect(errors(fullFormSchema, { ...valid, firstName }), firstName).toEqual({})
    }
  })

  it.each(['dana', 'dana@', 'dana@example', '@example.com', 'dana@@example.com', 'da na@example.com'])(
    'checks the e-mail type: %j is refused',
    (email) => {
      expect(errors(fullFormSchema, { ...valid, email })).toEqual({ email: MESSAGES.emailInvalid })
    },
  )

  it('refuses the form without consent, whatever else is right', () => {
    expect(errors(fullFormSchema, { ...valid, contactConsent: false })).toEqual({
      contactConsent: 'Please check the consent box to continue.',
    })
    expect(errors(fullFormSchema, { ...valid, contactConsent: undefined })).toEqual({
      contactConsent: 'Please check the consent box to continue.',
    })
  })

  it('never reports the trap field', () => {
    expect(errors(fullFormSchema, { ...valid, nectar: 'http://spam.example' })).toEqual({})
  })
})

describe('stats form rules', () => {
  it('requires first and last name, phone, e-mail and address, and takes the address as a street address', () => {
    const { city: _city, zipCode: _zip, ...stats } = valid
    expect(errors(statsFormSchema, stats)).toEqual({})
    expect(errors(statsFormSchema, { ...stats, address: '' })).toEqual({ address: MESSAGES.addressRequired })
    expect(errors(statsFormSchema, { contactConsent: true, service: '' })).toEqual({
      firstName: MESSAGES.firstNameRequired,
      lastName: MESSAGES.lastNameRequired,
      email: MESSAGES.emailRequired,
      phone: MESSAGES.phoneLength,
      address: MESSAGES.addressRequired,
    })
  })
})

describe('quiz results form rules', () => {
  it('requires the name, a typed e-mail, the address and consent', () => {
    expect(
      errors(quizFormSchema, { name: 'Dana Whitfield', email: 'dana@example.com', address: '12 Oak St', contactConsent: true }),
    ).toEqual({})
    expect(errors(quizFormSchema, { name: '', email: 'x', address: '', contactConsent: false })).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailInvalid,
      address: MESSAGES.addressRequired,
      contactConsent: MESSAGES.consentRequired,
    })
  })

  it('asks for the mobile number only when the texting box is ticked, and checks one given by the phone rule', () => {
    const quiz = { name: 'Dana Whitfield', email: 'dana@example.com', address: '12 Oak St', contactConsent: true }
    expect(errors(quizFormSchema, { ...quiz, phone: '', smsConsent: false })).toEqual({})
    expect(errors(quizFormSchema, { ...quiz, phone: '  ', smsConsent: true })).toEqual({ phone: MESSAGES.textingPhoneRequired })
    expect(errors(quizFormSchema, { ...quiz, smsConsent: true })).toEqual({ phone: MESSAGES.textingPhoneRequired })
    expect(errors(quizFormSchema, { ...quiz, phone: '(904) 555-0142', smsConsent: true })).toEqual({})
    expect(errors(quizFormSchema, { ...quiz, phone: '555-01', smsConsent: false })).toEqual({ phone: MESSAGES.phoneLength })
    // Beside the other fields' messages, so the visitor sees every one at once.
    expect(errors(quizFormSchema, { ...quiz, name: '', email: 'dana@', phone: '', smsConsent: true })).toEqual({
      name: MESSAGES.nameRequired,
      email: MESSAGES.emailInvalid,
      phone: MESSAGES.textingPhoneRequired,
    })
  })

  it.each([
    ['Dana Whitfield', 'Dana', 'Whitfield'],
    ['Mary Ann  Smith', 'Mary', 'Ann Smith'],
    ['  Cher ', 'Cher', ''],
  ])('splits %j at the first space', (name, firstName, lastName) => {
    expect(splitFullName(name)).toEqual({ firstName, lastName })
  })
})
