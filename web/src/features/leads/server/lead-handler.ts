import { randomUUID } from 'node:crypto'
import { parseLeadPayload, type PayloadIssue } from '@site/leads'
import { leadRecord, type LeadStore } from '@site/lead-store'
import { clientAddress } from '@/features/security/client-address'
import type { PostLimiter } from './rate-limit'
import { json, readJsonBody, safePath } from './request-body'

export type HandlerDeps = {
  store: () => Promise<LeadStore>
  limiter: PostLimiter | null
  /** How many proxies in front of the site append to X-Forwarded-For (TRUST_PROXY; 0 by default). */
  trustedProxies?: number
  /** The site's consent wording now, recorded when a client did not send the wording it showed. */
  currentConsent: () => Promise<{ text: string; version: string }>
  /** Called after the lead has committed (the route wakes the outbox with it). */
  onStored?: (id: string) => void
  now?: () => Date
  newId?: () => string
}

export const TOO_MANY = 'Too many requests from your connection. Please wait a few minutes and try again.'
export const NOT_SAVED = 'We could not save your request just now. Please try again in a moment.'
/** Longer user agents are cut: the header is the client's to fill and ends up in every export. */
export const MAX_USER_AGENT = 500

// Header bytes 0x80-0x9F arrive as C1 control characters: kept visible, not as terminal controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HEADER_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g

/** Rate limit, then a readable JSON body, or an answer saying why not. */
export async function admit(request: Request, deps: Pick<HandlerDeps, 'limiter' | 'trustedProxies'>) {
  const ip = clientAddress(request.headers, deps.trustedProxies ?? 0)
  const verdict = (await deps.limiter?.hit(ip ?? 'unknown')) ?? { ok: true }
  if (!verdict.ok) {
    return {
      ok: false as const,
      response: json(429, { message: TOO_MANY, issues: [] }, { 'Retry-After': String(verdict.retryAfterSeconds) }),
    }
  }
  const read = await readJsonBody(request)
  const agent = request.headers.get('user-agent')
  const userAgent = agent === null ? null : agent.slice(0, MAX_USER_AGENT).replace(HEADER_CONTROLS, '\ufffd')
  return read.ok ? { ok: true as const, body: read.body, ip, userAgent } : read
}

/** Issues as answered: field names the client made up are not echoed (request-body.ts safePath). */
export const answerIssues = (issues: readonly PayloadIssue[]) => issues.map(({ path, message }) => ({ path: safePath(path), message }))

/**
 * What a failed write says in the server log: the database's code and message, never the error
 * object, whose details can quote the row (Postgres "Failing row contains (...)"), a visitor's data.
 */
export function storeFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error'
  const code = (error as { code?: unknown }).code
  return `${typeof code === 'string' ? `${code} ` : ''}${error.message}`.slice(0, 300)
}

/**
 * POST /api/leads (CONTRACT.md "Lead capture"): 201 {ok, id} only once the lead is committed to the
 * store; 400 {message, issues} for anything invalid (consent first); 413, 415, 429 as their names
 * say; 503 when the store cannot take it (full disk, read-only file, database down). A filled
 * honeypot gets the same 201 a person would, and nothing is stored.
 */
export async function handleLeadPost(request: Request, deps: HandlerDeps): Promise<Response> {
  const admitted = await admit(request, deps)
  if (!admitted.ok) return admitted.response
  const parsed = parseLeadPayload(admitted.body)
  if (!parsed.ok) return json(400, { message: parsed.message, issues: answerIssues(parsed.issues) })
  const id = (deps.newId ?? randomUUID)()
  if (parsed.honeypot) return json(201, { ok: true, id })

  const needsWording = !parsed.payload.legal.consentText
  try {
    const record = leadRecord(parsed.payload, {
      id,
      receivedAt: (deps.now?.() ?? new Date()).toISOString(),
      clientIp: admitted.ip,
      userAgent: admitted.userAgent,
      currentConsent: needsWording ? await deps.currentConsent() : { text: '', version: '' },
    })
    const store = await deps.store()
    await store.insertLead(record)
  } catch (error) {
    console.error(`[leads] could not store lead ${id}: ${storeFailure(error)}`)
    return json(503, { message: NOT_SAVED }, { 'Retry-After': '5' })
  }
  deps.onStored?.(id)
  return json(201, { ok: true, id })
}
