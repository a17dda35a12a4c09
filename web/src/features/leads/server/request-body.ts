import { MESSAGES } from '@site/leads'

// Reading a posted body defensively: JSON only (415), at most 32 KB however it is sent (413, also
// for chunked bodies without a length), and a 400 that says what is wrong for unreadable JSON.

export const MAX_BODY_BYTES = 32 * 1024

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

const tooLarge = () => json(413, { message: 'This request is too large.', issues: [] })

export async function readJsonBody(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') {
    return { ok: false, response: json(415, { message: 'Please send the form as JSON (Content-Type: application/json).', issues: [] }) }
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > MAX_BODY_BYTES) return { ok: false, response: tooLarge() }
  const chunks: Uint8Array[] = []
  let size = 0
  if (request.body) {
    const reader = request.body.getReader()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => undefined)
        return { ok: false, response: tooLarge() }
      }
      chunks.push(value)
    }
  }
  const text = Buffer.concat(chunks).toString('utf8')
  try {
    return { ok: true, body: JSON.parse(text) }
  } catch {
    return {
      ok: false,
      response: json(400, { message: MESSAGES.invalidRequest, issues: [{ path: '', message: 'The body is not valid JSON.' }] }),
    }
  }
}
