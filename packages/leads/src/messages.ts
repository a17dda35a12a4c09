import { FORM_MESSAGES } from './form-messages.ts'

// The words a lead form says about itself: its status words (form-messages.ts) and the messages of its
// rules. Those in the first group here and in form-messages.ts are the company's agreed wording and
// must stay exactly as written (tests and acceptance checks compare them verbatim).

export const MESSAGES = {
  ...FORM_MESSAGES,
  consentRequired: 'Please check the consent box to continue.',
  phoneLength: 'Phone number must be exactly 10 digits',
  phoneInvalid: 'Please enter a valid phone number',

  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  addressRequired: 'Please enter your street address.',
  cityRequired: 'Please enter your city.',
  textingPhoneRequired: 'Please enter the mobile number for texts, or untick the texting box.',
  tooLong: 'This is longer than we can accept.',
  invalidRequest: 'This request could not be read. Please check the form and try again.',
  unknownForm: 'This form is not recognised.',
  tooManyFields: 'This request carries more fields than our forms send.',
} as const
