import { FORM_MESSAGES } from './form-messages.ts'

// The one way a browser sends a lead or a sign-up, and the truth it tells about the answer: the
// server's message or "Submission failed" for a refusal, "Network error occurred" when the request
// never got an answer, "An unexpected error occurred" otherwise.

/** `token`: the lead's key for choosing a visit window afterwards (absent from other endpoints' answers). */
export type SubmitResult = { ok: true; id: string; token?: string } | { ok: false; message: string; status?: number }

export const LEADS_ENDPOINT = '/api/leads'
export const NEWSLETTER_ENDPOINT = '/api/newsletter'

export async function postJson(url: string, body: unknown, fetcher: typeof fetch = fetch): Promise<SubmitResult> {
  let response: Response
  try {
    response = await fetcher(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    })
  } catch (error) {
    // fetch rejects with a TypeError when the network fails (offline, DNS, refused, reset).
    return { ok: false, message: error instanceof TypeError ? FORM_MESSAGES.networkError : FORM_MESSAGES.unexpectedError }
  }
  const data: unknown = await response.json().catch(() => null)
  const field = (name: string): unknown => (typeof data === 'object' && data !== null ? Reflect.get(data, name) : undefined)
  if (!response.ok) {
    const message = field('message')
    return {
      ok: false,
      status: response.status,
      message: typeof message === 'string' && message ? message : FORM_MESSAGES.submissionFailed,
    }
  }
  const id = field('id')
  if (typeof id !== 'string') return { ok: false, status: response.status, message: FORM_MESSAGES.unexpectedError }
  const token = field('token')
  return typeof token === 'string' ? { ok: true, id, token } : { ok: true, id }
}

export const submitLead = (payload: unknown, fetcher?: typeof fetch) => postJson(LEADS_ENDPOINT, payload, fetcher)
export const submitNewsletter = (signup: unknown, fetcher?: typeof fetch) => postJson(NEWSLETTER_ENDPOINT, signup, fetcher)
