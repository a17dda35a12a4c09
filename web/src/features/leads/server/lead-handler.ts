import { randomUUID } from 'node:crypto'
import { parseLeadPayload } from '@site/leads'
import { leadRecord, type LeadStore } from '@site/lead-store'
import { clientIp, type RateLimiter } from './rate-limit'
import { json, readJsonBody } from './request-body'

export type HandlerDeps = {
  store: () => Promise<LeadStore>
  limiter: RateLimiter | null
  /** The site's consent wording now, recorded when a client did not send the wording it showed. */
  currentConsent: () => Promise<{ text: string; version: string }>
  /** Called after the lead has committed (the route wakes the outbox with it). */
  onStored?: (id: string) => void
  now?: () => Date
  newId?: () => string
}

export const TOO_MANY = 'Too many requests from your connection. Please wait a few minutes and try again.'
export const NOT_SAVED = 'We could not save your request just now. Please try again in a moment.'

/** Rate limit, then a readable JSON body, or an answer saying why not. */
export async function admit(request: Request, limiter: RateLimiter | null) {
  const ip = clientIp(request.headers)
  const verdict = limiter?.hit(ip ?? 'unknown') ?? { ok: true }
  if (!verdict.ok) {
    return {
      ok: false as const,
      response: json(429, { message: TOO_MANY, issues: [] }, { 'Retry-After': String(verdict.retryAfterSeconds) }),
    }
  }
  const read = await readJsonBody(request)
  return read.ok ? { ok: true as const, body: read.body, ip } : read
}

/**
 * POST /api/leads (CONTRACT.md "Lead capture"): 201 {ok, id} only once the lead is committed to the
 * store; 400 {message, issues} for anything invalid (consent first); 413, 415, 429 as their names
 * say. A filled honeypot gets the same 201 a person would, and nothing is stored.
 */
export async function handleLeadPost(request: Request, deps: HandlerDeps): Promise<Response> {
  const admitted = await admit(request, deps.limiter)
  if (!admitted.ok) return admitted.response
  const parsed = parseLeadPayload(admitted.body)
  if (!parsed.ok) return json(400, { message: parsed.message, issues: parsed.issues })
  const id = (deps.newId ?? randomUUID)()
  if (parsed.honeypot) return json(201, { ok: true, id })

  const needsWording = !parsed.payload.legal.consentText
  const record = leadRecord(parsed.payload, {
    id,
    receivedAt: (deps.now?.() ?? new Date()).toISOString(),
    clientIp: admitted.ip,
    userAgent: request.headers.get('user-agent'),
    currentConsent: needsWording ? await deps.currentConsent() : { text: '', version: '' },
  })
  try {
    const store = await deps.store()
    await store.insertLead(record)
  } catch (error) {
    console.error(`[leads] could not store lead ${id}:`, error)
    return json(503, { message: NOT_SAVED }, { 'Retry-After': '5' })
  }
  deps.onStored?.(id)
  return json(201, { ok: true, id })
}
