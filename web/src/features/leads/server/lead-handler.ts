import { randomUUID } from 'node:crypto'
import { parseLeadPayload } from '@site/leads'
import { leadRecord, newVisitToken, type LeadStore, type ServiceAreaMark } from '@site/lead-store'
import { NOT_SAVED, admit, answerIssues, storeFailure, type AdmissionDeps } from './admission'
import { json } from './request-body'

export type HandlerDeps = AdmissionDeps & {
  store: () => Promise<LeadStore>
  /** The site's consent wording now, recorded when a client did not send the wording it showed. */
  currentConsent: () => Promise<{ text: string; version: string }>
  /** Whether a ZIP code is served (the town documents); the lead is marked with the answer. */
  serviceArea?: (zip: string) => Promise<ServiceAreaMark>
  /** Called after the lead has committed (the route wakes the outbox with it). */
  onStored?: (id: string) => void
  now?: () => Date
  newId?: () => string
}

/**
 * POST /api/leads (CONTRACT.md "Lead capture"): 201 {ok, id, token} only once the lead is committed to the
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
  // The lead's own key for choosing a visit window (POST /api/leads/{id}/visit-window); only its hash is kept.
  const visit = newVisitToken()
  if (parsed.honeypot) return json(201, { ok: true, id, token: visit.token })

  const serviceArea = await markServiceArea(parsed.payload.leadData.zipCode, deps.serviceArea)
  try {
    const record = leadRecord(parsed.payload, {
      id,
      receivedAt: (deps.now?.() ?? new Date()).toISOString(),
      clientIp: admitted.ip,
      userAgent: admitted.userAgent,
      currentConsent: await deps.currentConsent(),
      serviceArea,
      visitTokenHash: visit.hash,
    })
    const store = await deps.store()
    await store.insertLead(record)
  } catch (error) {
    console.error(`[leads] could not store lead ${id}: ${storeFailure(error)}`)
    return json(503, { message: NOT_SAVED }, { 'Retry-After': '5' })
  }
  deps.onStored?.(id)
  return json(201, { ok: true, id, token: visit.token })
}

/** The lead's service-area mark; null without a ZIP code or when content cannot be read (the lead is kept all the same). */
async function markServiceArea(zip: string | undefined, check: HandlerDeps['serviceArea']): Promise<ServiceAreaMark | null> {
  if (!check || !zip || !/^\d{5}$/.test(zip)) return null
  try {
    return await check(zip)
  } catch (error) {
    console.error(`[leads] service-area check failed: ${storeFailure(error)}`)
    return null
  }
}
