import { readCapped } from '@/lib/read-capped'
import { MESSAGES, hasControlCharacter } from '@site/leads'

// Reading a posted body defensively: JSON only (415), at most 32 KB however it is sent (413, also
// for chunked bodies without a length), and a 400 that says what is wrong for unreadable JSON, for
// nesting deeper than any form sends, and for text no person types: control characters (NUL breaks
// Postgres text; escape sequences would reach the office's terminal) and broken UTF-16.

export const MAX_BODY_BYTES = 32 * 1024
/** A lead is three levels deep (body, leadData, a list of ids); anything deeper is not a form. */
export const MAX_DEPTH = 6

// Half of a surrogate pair on its own: not a character, and Postgres refuses it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const unacceptable = (text: string) => hasControlCharacter(text) || LONE_SURROGATE.test(text)

/** Where the first unacceptable text or nesting is (a path such as "leadData.firstName"), or null. */
export function unacceptableContent(body: unknown): { path: string; message: string } | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: body, path: '', depth: 0 }]
  while (stack.length) {
    const { value, path, depth } = stack.pop()!
    if (typeof value === 'string') {
      if (unacceptable(value)) return { path, message: 'This text contains characters we cannot accept.' }
      continue
    }
    if (typeof value !== 'object' || value === null) continue
    if (depth >= MAX_DEPTH) return { path, message: 'This request is nested too deeply.' }
    for (const [key, child] of Object.entries(value)) {
      if (unacceptable(key)) return { path, message: 'A field name contains characters we cannot accept.' }
      stack.push({ value: child, path: path ? `${path}.${key}` : key, depth: depth + 1 })
    }
  }
  return null
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

const tooLarge = () => json(413, { message: 'This request is too large.', issues: [] })

export async function readJsonBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') {
    return { ok: false, response: json(415, { message: 'Please send the form as JSON (Content-Type: application/json).', issues: [] }) }
  }
  const text = await readCapped(request, MAX_BODY_BYTES)
  if (text === null) return { ok: false, response: tooLarge() }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return {
      ok: false,
      response: json(400, { message: MESSAGES.invalidRequest, issues: [{ path: '', message: 'The body is not valid JSON.' }] }),
    }
  }
  const problem = unacceptableContent(body)
  if (problem) {
    return {
      ok: false,
      response: json(400, { message: MESSAGES.invalidRequest, issues: [{ path: safePath(problem.path), message: problem.message }] }),
    }
  }
  return { ok: true, body }
}

const SAFE_SEGMENT = /^[A-Za-z0-9_]{1,64}$/

/**
 * A field path fit to be quoted in an answer. Field names come from the client, so a name that is not
 * a plain identifier is never echoed back (it could be markup or a script a careless viewer renders).
 */
export function safePath(path: string | readonly PropertyKey[]): string {
  const segments = typeof path === 'string' ? (path ? path.split('.') : []) : path.map(String)
  return segments.map((segment) => (SAFE_SEGMENT.test(segment) ? segment : '(field)')).join('.')
}
