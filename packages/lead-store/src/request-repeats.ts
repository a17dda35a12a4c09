import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'
import { text, textOrNull } from './rows.ts'
import { sql, type Work } from './steps.ts'
import type { LeadWrite, NewLead } from './types.ts'

// One request, one lead. A double tap on a slow phone, a form posted again after a dropped answer or
// a reload posts the same request twice; the office must get one lead, one alert, and the visitor
// one confirmation. The same request is the same form, contact and fields (not the moment it was
// sent, nor the campaign); within REPEAT_WINDOW_MS of the first it is answered with the first lead.
//
// It is decided in the store, in the transaction that would store the lead, on a table keyed by the
// fingerprint (lead_requests): two identical posts at once, on any number of instances, make one
// lead, because the second insert of the key waits for the first transaction and then finds it.
//
// The visit token is stored only as its hash, so the second answer cannot be given the first token
// from the lead. It is kept sealed (AES-256-GCM) under a key made from the request's own fields: a
// post carrying the same request can open it, a reader of that table alone cannot.

/** How long the same request again is answered with the first lead. */
export const REPEAT_WINDOW_MS = 10 * 60 * 1000

const clean = (value: string) => value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase()

/** The fields that make a request what it is, in one string. */
function requestMaterial(lead: NewLead): string {
  const data = lead.payload.leadData
  return JSON.stringify([
    lead.formId,
    clean(lead.email),
    lead.phone.replace(/\D/g, ''),
    ...[lead.firstName, lead.lastName, lead.address, lead.city, lead.zipCode, lead.service, lead.message].map(clean),
    clean(typeof data.quiz_results === 'string' ? data.quiz_results : ''),
    data.pet_kid_safe === true,
    // Ticking the texting box and sending again is a consent the first post did not give: a new request.
    data.sms_subscription_opted_in === true,
  ])
}

const digest = (purpose: string, material: string) => createHash('sha256').update(`${purpose}\0`).update(material).digest()

/** The request's fingerprint: equal for the same form, contact and fields. */
export const requestFingerprint = (lead: NewLead): string => digest('lead-request', requestMaterial(lead)).toString('hex')

/** The visit token sealed under a key only the same request gives. */
export function sealVisitToken(lead: NewLead, token: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', digest('visit-token-seal', requestMaterial(lead)), iv)
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The token a repeat of the request is given again, or null when the seal is not this request's. */
export function openVisitToken(lead: NewLead, sealed: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', digest('visit-token-seal', requestMaterial(lead)), bytes.subarray(0, 12))
    decipher.setAuthTag(bytes.subarray(12, 28))
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/**
 * Claims the lead's fingerprint for it, inside the transaction that stores it: null when the lead is
 * to be stored (a new request, or one last seen before the window), else the repeat it is. Insert
 * first, then take over an expired row, then read the holder: on Postgres a concurrent claim of the
 * same key waits at the insert and, once the first commits, reads it.
 */
export function* claimRequest(lead: NewLead): Work<LeadWrite | null> {
  const fingerprint = lead.requestFingerprint
  if (!fingerprint) return null
  const since = new Date(Date.parse(lead.receivedAt) - REPEAT_WINDOW_MS).toISOString()
  const sealed = lead.sealedVisitToken ?? null
  // A row removed between two statements (the daily clean-up) is claimed on the next round.
  for (let round = 0; round < 3; round += 1) {
    const inserted = yield sql(
      `INSERT INTO lead_requests (fingerprint, lead_id, received_at, sealed_token) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (fingerprint) DO NOTHING RETURNING lead_id`,
      fingerprint,
      lead.id,
      lead.receivedAt,
      sealed,
    )
    if (inserted.length) return null
    const renewed = yield sql(
      `UPDATE lead_requests SET lead_id = ?2, received_at = ?3, sealed_token = ?4
       WHERE fingerprint = ?1 AND received_at < ?5 RETURNING lead_id`,
      fingerprint,
      lead.id,
      lead.receivedAt,
      sealed,
      since,
    )
    if (renewed.length) return null
    const [first] = yield sql('SELECT lead_id, sealed_token FROM lead_requests WHERE fingerprint = ?1', fingerprint)
    if (first) return { outcome: 'repeat', leadId: text(first, 'lead_id'), sealedVisitToken: textOrNull(first, 'sealed_token') }
  }
  // Never seen in practice; a lead is stored rather than lost.
  return null
}

/** Fingerprints past the window: they decide nothing any more. */
export function* forgetExpiredRequests(now: string): Work<number> {
  const before = new Date(Date.parse(now) - REPEAT_WINDOW_MS).toISOString()
  return (yield sql('DELETE FROM lead_requests WHERE received_at < ?1 RETURNING fingerprint', before)).length
}
