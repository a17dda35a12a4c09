import { admit } from '@/features/leads/server/admission'
import { intakeAnswer, type HandlerDeps } from '@/features/leads/server/lead-handler'
import { json } from '@/features/leads/server/request-body'
import { takeOptOut } from './opt-out-intake'

/**
 * POST /api/opt-out (docs/leads.md, "Withdrawing consent (/opt-out)"): 202 {ok: true} once the
 * withdrawal is committed, with its time and channels (a repeat for the same contact merges into
 * its record); 400 when it names no valid e-mail or phone; 413, 415 and 429 as for leads (the same
 * admission: rate limit, then a readable JSON body); 503 when the store cannot keep it. 202 rather
 * than 201: the office and the CRM act on it afterwards.
 */
export async function handleOptOutPost(request: Request, deps: Omit<HandlerDeps, 'consent'>): Promise<Response> {
  const admitted = await admit(request, deps)
  if (!admitted.ok) return admitted.response
  return intakeAnswer(await takeOptOut(admitted.body, admitted, deps), () => json(202, { ok: true }))
}
