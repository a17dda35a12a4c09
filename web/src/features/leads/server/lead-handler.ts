import { admit, type AdmissionDeps } from './admission'
import { takeLead, type Accepted, type Intake, type IntakeDeps } from './lead-intake'
import { json } from './request-body'

export type HandlerDeps = AdmissionDeps & IntakeDeps

/**
 * POST /api/leads: 201 {ok, id, token} only once the lead is committed to the
 * store; 400 {message, issues} for anything invalid (consent first); 413, 415, 429 as their names
 * say; 503 when the store cannot take it (full disk, read-only file, database down, the hour's write
 * budget spent). A filled trap field gets the same 201 and is stored, flagged "suspected automated";
 * the same request again within ten minutes gets the first lead's 201 (id and token).
 */
export async function handleLeadPost(request: Request, deps: HandlerDeps): Promise<Response> {
  const admitted = await admit(request, deps)
  if (!admitted.ok) return admitted.response
  return intakeAnswer(await takeLead(admitted.body, admitted, deps))
}

/** The JSON answer to an intake: `stored` as `success` (201, or 202 for an opt-out). */
export function intakeAnswer(
  intake: Intake,
  success: (stored: Accepted) => Response = ({ id, token }) => json(201, token ? { ok: true, id, token } : { ok: true, id }),
): Response {
  switch (intake.kind) {
    case 'stored':
      return success(intake)
    case 'invalid':
      return json(400, { message: intake.message, issues: intake.issues })
    case 'refused':
      return json(503, { message: intake.message }, { 'Retry-After': String(intake.retryAfterSeconds) })
  }
}
