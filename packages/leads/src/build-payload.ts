import { FORMS } from './forms.ts'
import { leadPayloadFor, type LeadSubmission } from './lead-payload.ts'
import type { LeadPayloadInput } from './payload.ts'

/** The body a lead form posts, for a form named by its id (lead-payload.ts). */
export function buildLeadPayload(submission: LeadSubmission): LeadPayloadInput {
  return leadPayloadFor(FORMS[submission.formId], submission)
}
