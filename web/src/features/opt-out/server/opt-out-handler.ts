import { randomUUID } from 'node:crypto'
import { parseOptOut } from '@site/leads'
import { NOT_SAVED, admit, answerIssues, storeFailure } from '@/features/leads/server/admission'
import type { HandlerDeps } from '@/features/leads/server/lead-handler'
import { json } from '@/features/leads/server/request-body'

/**
 * POST /api/opt-out (CONTRACT.md "Service area, CRM, consent"): 202 {ok: true} once the withdrawal
 * is committed, with its time and channels; 400 when it names no valid e-mail or phone; 413, 415
 * and 429 as for leads (the same admission: rate limit, then a readable JSON body); 503 when the
 * store cannot keep it. 202 rather than 201: the office and the CRM act on it afterwards.
 */
export async function handleOptOutPost(request: Request, deps: Omit<HandlerDeps, 'currentConsent'>): Promise<Response> {
  const admitted = await admit(request, deps)
  if (!admitted.ok) return admitted.response
  const parsed = parseOptOut(admitted.body)
  if (!parsed.ok) return json(400, { message: parsed.message, issues: answerIssues(parsed.issues) })
  if (parsed.honeypot) return json(202, { ok: true })
  const id = (deps.newId ?? randomUUID)()
  try {
    await (
      await deps.store()
    ).insertOptOut({
      id,
      receivedAt: (deps.now?.() ?? new Date()).toISOString(),
      ...parsed.request,
      clientIp: admitted.ip,
      userAgent: admitted.userAgent,
    })
  } catch (error) {
    console.error(`[opt-out] could not store opt-out ${id}: ${storeFailure(error)}`)
    return json(503, { message: NOT_SAVED }, { 'Retry-After': '5' })
  }
  deps.onStored?.(id)
  return json(202, { ok: true })
}
