// What every lead form says about itself, quoted from spec sections 4 and 8: keep exactly as written
// (tests and the acceptance contract compare them verbatim). Apart from the field rules' messages
// (messages.ts, which includes these), because a form's markup and status need only these few, and
// they ship with every page; the rules' messages come with the validation, on the first touch.

export const FORM_MESSAGES = {
  consentRequired: 'Please check the consent box to continue.',
  zipInvalid: 'Please enter a valid 5-digit ZIP code.',
  phoneLength: 'Phone number must be exactly 10 digits',
  phoneInvalid: 'Please enter a valid phone number',
  submissionFailed: 'Submission failed',
  networkError: 'Network error occurred',
  unexpectedError: 'An unexpected error occurred',
  submitting: 'Submitting...',
  thankYou: 'Thank You!',
} as const
