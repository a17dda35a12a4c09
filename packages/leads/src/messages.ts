import { FORM_MESSAGES } from './form-messages.ts'

// The words a lead form says about itself: the spec's status words (form-messages.ts, quoted from
// spec sections 4 and 8, which must stay exactly as written) and the messages of the field rules.

export const MESSAGES = {
  ...FORM_MESSAGES,

  firstNameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  nameRequired: 'Please enter your name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address.',
  addressRequired: 'Please enter your street address.',
  cityRequired: 'Please enter your city.',
  tooLong: 'This is longer than we can accept.',
  invalidRequest: 'This request could not be read. Please check the form and try again.',
  unknownForm: 'This form is not recognised.',
} as const
