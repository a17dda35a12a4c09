// The words a lead form says about itself. The first group is quoted from spec sections 4 and 8 and
// must stay exactly as written (tests and the acceptance contract compare them verbatim).

export const MESSAGES = {
  consentRequired: 'Please check the consent box to continue.',
  zipInvalid: 'Please enter a valid 5-digit ZIP code.',
  phoneLength: 'Phone number must be exactly 10 digits',
  phoneInvalid: 'Please enter a valid phone number',
  submissionFailed: 'Submission failed',
  networkError: 'Network error occurred',
  unexpectedError: 'An unexpected error occurred',
  submitting: 'Submitting...',
  thankYou: 'Thank You!',

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
