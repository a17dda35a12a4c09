import 'server-only'
import { cache } from 'react'

type Params = Record<string, string | string[] | undefined>

// The no-JavaScript estimate page renders the whole pricing page; this per-request slot (React's
// request-scoped cache) hands its query string to the estimator section deep inside it, so the
// section and the page sections stay unaware of which route they are rendered by.
const slot = cache((): { params: Params | undefined } => ({ params: undefined }))

export function setSubmittedEstimate(params: Params): void {
  slot().params = params
}

export function getSubmittedEstimate(): Params | undefined {
  return slot().params
}
