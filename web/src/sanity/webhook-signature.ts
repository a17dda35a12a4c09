import { createHmac, timingSafeEqual } from 'node:crypto'

// Sanity's webhook signature ("sanity-webhook-signature: t=<ms>,v1=<base64url HMAC-SHA256 of
// `${t}.${body}`>"), checked here rather than with next-sanity's parseBody, which reads the whole
// body before it looks at anything, compares with !== and accepts a signed body however old it is.

export const SIGNATURE_HEADER = 'sanity-webhook-signature'
/** A signed body older (or further in the future) than this is a replay, not a publish. */
export const MAX_SIGNATURE_AGE_MS = 5 * 60 * 1000
/** The shortest secret the server starts with: anything shorter can be guessed offline from one body. */
export const MIN_SECRET_LENGTH = 32

const HEADER = /^t=(\d{1,15}),\s*v1=([A-Za-z0-9_-]{1,100})$/

export type SignatureVerdict = 'valid' | 'invalid' | 'stale'

export function verifySignature(header: string | null, body: string, secret: string, now = Date.now()): SignatureVerdict {
  const match = header ? HEADER.exec(header.trim()) : null
  if (!match) return 'invalid'
  const [, timestamp = '', given = ''] = match
  const expected = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest()
  const actual = Buffer.from(given, 'base64url')
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid'
  return Math.abs(now - Number(timestamp)) > MAX_SIGNATURE_AGE_MS ? 'stale' : 'valid'
}
