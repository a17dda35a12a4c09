import { admit } from './admission'
import { intakeAnswer, type HandlerDeps } from './lead-handler'
import { takeSignup } from './lead-intake'

/** POST /api/newsletter: the blog's sign-up, answered like /api/leads and kept in its own table. */
export async function handleNewsletterPost(request: Request, deps: Omit<HandlerDeps, 'onStored'>): Promise<Response> {
  const admitted = await admit(request, deps)
  if (!admitted.ok) return admitted.response
  return intakeAnswer(await takeSignup(admitted.body, admitted, deps))
}
