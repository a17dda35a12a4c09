import type { PayloadIssue } from '@site/leads'
import { clientAddress } from '@/features/security/client-address'
import type { PostLimiter } from './rate-limit'
import { json, readJsonBody, safePath } from './request-body'

// The steps every form endpoint (/api/leads, /api/newsletter, /api/opt-out and the forms posted
// without scripts) takes before its own validation: admission (rate limit, a readable JSON body, the
// client's address and user agent), and the answers and log lines they share.

export type AdmissionDeps = {
  limiter: PostLimiter | null
  /** How many proxies in front of the site append to X-Forwarded-For (TRUST_PROXY; 0 by default). */
  trustedProxies?: number
}

export const TOO_MANY = 'Too many requests from your connection. Please wait a few minutes and try again.'
export const NOT_SAVED = 'We could not save your request just now. Please try again in a moment.'
/** Longer user agents are cut: the header is the client's to fill and ends up in every export. */
export const MAX_USER_AGENT = 500

// Header bytes 0x80-0x9F arrive as C1 control characters: kept visible, not as terminal controls.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const HEADER_CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g

/** The visitor's address and user agent, once the rate limit lets the post in. */
export async function admitVisitor(
  headers: Headers,
  deps: AdmissionDeps,
): Promise<{ ok: true; ip: string | null; userAgent: string | null } | { ok: false; retryAfterSeconds: number }> {
  const ip = clientAddress(headers, deps.trustedProxies ?? 0)
  const verdict = (await deps.limiter?.hit(ip)) ?? { ok: true }
  if (!verdict.ok) return verdict
  const agent = headers.get('user-agent')
  return { ok: true, ip, userAgent: agent === null ? null : agent.slice(0, MAX_USER_AGENT).replace(HEADER_CONTROLS, '\ufffd') }
}

/** Rate limit, then a readable JSON body, or an answer saying why not. */
export async function admit(request: Request, deps: AdmissionDeps) {
  const visitor = await admitVisitor(request.headers, deps)
  if (!visitor.ok) {
    return {
      ok: false as const,
      response: json(429, { message: TOO_MANY, issues: [] }, { 'Retry-After': String(visitor.retryAfterSeconds) }),
    }
  }
  const read = await readJsonBody(request)
  return read.ok ? { ok: true as const, body: read.body, ip: visitor.ip, userAgent: visitor.userAgent } : read
}

/** Issues as answered: field names the client made up are not echoed (request-body.ts safePath). */
export const answerIssues = (issues: readonly PayloadIssue[]) => issues.map(({ path, message }) => ({ path: safePath(path), message }))

/**
 * What a failed write says in the server log: the database's code and message, never the error
 * object, whose details can quote the row (Postgres "Failing row contains (...)"), a visitor's data.
 */
export function storeFailure(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error'
  const code = 'code' in error ? error.code : undefined
  return `${typeof code === 'string' ? `${code} ` : ''}${error.message}`.slice(0, 300)
}
