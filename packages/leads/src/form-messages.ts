// What a lead form shows before its rules have run: its status words and the ZIP field's hint, in the
// company's agreed wording, so keep them exactly as written (tests and acceptance checks compare them
// verbatim). Apart from the rules' messages (messages.ts, which includes these) because these ship with
// every page's form; the rules' messages come with the validation, on the first touch.

export const FORM_MESSAGES = {
  zipInvalid: 'Please enter a valid 5-digit ZIP code.',
  submissionFailed: 'Submission failed',
  networkError: 'Network error occurred',
  unexpectedError: 'An unexpected error occurred',
  submitting: 'Submitting...',
  thankYou: 'Thank You!',
} as const
