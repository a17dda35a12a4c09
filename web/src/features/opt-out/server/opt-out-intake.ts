import { randomUUID } from 'node:crypto'
import { parseOptOut } from '@site/leads'
import { answerIssues } from '@/features/leads/server/admission'
import { refused, withNewcomerShare, type Intake, type IntakeDeps, type Visitor } from '@/features/leads/server/lead-intake'

/**
 * The one way a withdrawal of consent is taken, from /api/opt-out or the form posted without
 * scripts: the same rules, stored (or merged into the contact's record) with its time and channels.
 */
export async function takeOptOut(body: unknown, visitor: Visitor, deps: Omit<IntakeDeps, 'consent'>): Promise<Intake> {
  const parsed = parseOptOut(body)
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message, issues: answerIssues(parsed.issues) }
  const id = (deps.newId ?? randomUUID)()
  // A filled trap changes nothing here: a withdrawal of consent is kept and honoured whoever sends it
  // (a stranger's can only make the office contact someone less).
  try {
    const receivedAt = (deps.now?.() ?? new Date()).toISOString()
    const store = await deps.store()
    const optOut = { id, receivedAt, ...parsed.request, clientIp: visitor.ip, userAgent: visitor.userAgent }
    await withNewcomerShare((options) => store.insertOptOut(optOut, options), visitor, deps, 'opt-outs')
  } catch (error) {
    return refused('opt-out', `opt-out ${id}`, error)
  }
  deps.onStored?.(id)
  return { kind: 'stored', id }
}
