import { randomUUID } from 'node:crypto'
import { MESSAGES, newsletterSchema } from '@site/leads'
import { subscriptionRecord } from '@site/lead-store'
import { NOT_SAVED, admit, answerIssues, storeFailure } from './admission'
import type { HandlerDeps } from './lead-handler'
import { json } from './request-body'

/** POST /api/newsletter: the blog's sign-up, answered like /api/leads and kept in its own table. */
export async function handleNewsletterPost(request: Request, deps: Omit<HandlerDeps, 'onStored'>): Promise<Response> {
  const admitted = await admit(request, deps)
  if (!admitted.ok) return admitted.response
  const result = newsletterSchema.safeParse(admitted.body)
  if (!result.success) {
    const issues = answerIssues(result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })))
    const consent = issues.find((issue) => issue.path === 'consent')
    const first = consent ?? issues[0]
    const message = first && !first.message.startsWith('Invalid input') ? first.message : MESSAGES.invalidRequest
    return json(400, { message, issues })
  }
  const id = (deps.newId ?? randomUUID)()
  if (result.data.website?.trim()) return json(201, { ok: true, id })
  try {
    const record = subscriptionRecord(result.data, {
      id,
      receivedAt: (deps.now?.() ?? new Date()).toISOString(),
      clientIp: admitted.ip,
      userAgent: admitted.userAgent,
      currentConsent: await deps.currentConsent(),
    })
    await (await deps.store()).insertSubscription(record)
  } catch (error) {
    console.error(`[newsletter] could not store sign-up ${id}: ${storeFailure(error)}`)
    return json(503, { message: NOT_SAVED }, { 'Retry-After': '5' })
  }
  return json(201, { ok: true, id })
}
