import { randomUUID } from 'node:crypto'
import { MESSAGES, newsletterSchema, parseLeadPayload, type PayloadIssue } from '@site/leads'
import { StoreRefusal, leadRecord, subscriptionRecord, type LeadStore, type ServiceAreaMark } from '@site/lead-store'
import { within } from '@/lib/within'
import { NOT_SAVED, answerIssues, storeFailure } from './admission'
import { CONTENT_DEADLINE_MS, type ConsentEvidence } from './consent-wordings'

// The one way a lead or a newsletter sign-up is taken, whichever door it came through: the JSON
// endpoints (/api/leads, /api/newsletter) and the forms posted without scripts (native-forms.ts).
// Same rules, same consent evidence, same store; each door only turns the outcome into its answer.

export type IntakeDeps = {
  store: () => Promise<LeadStore>
  /** The consent wording the post's form showed, as the site knows it (consent-wordings.ts). */
  consent: { evidence(posted: { text?: string | undefined; version?: string | undefined }): Promise<ConsentEvidence> }
  /** Whether a ZIP code is served (the town documents); the lead is marked with the answer. */
  serviceArea?: (zip: string) => Promise<ServiceAreaMark>
  /** Called after the record has committed (the route wakes the outbox with it). */
  onStored?: (id: string) => void
  now?: () => Date
  newId?: () => string
}

export type Visitor = { ip: string | null; userAgent: string | null }

export type Intake =
  /** On disk; `ignored` is the honeypot's answer: the same words, nothing stored. */
  | { kind: 'stored' | 'ignored'; id: string }
  | { kind: 'invalid'; message: string; issues: PayloadIssue[] }
  /** The store could not take it (full, over the hour's budget, down): nothing was kept. */
  | { kind: 'refused'; message: string; retryAfterSeconds: number }

export async function takeLead(body: unknown, visitor: Visitor, deps: IntakeDeps): Promise<Intake> {
  const parsed = parseLeadPayload(body)
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message, issues: answerIssues(parsed.issues) }
  const id = (deps.newId ?? randomUUID)()
  if (parsed.honeypot) return { kind: 'ignored', id }
  const { legal, leadData } = parsed.payload
  // Content is asked for with a deadline and never fails the lead (consent-wordings.ts, markServiceArea).
  const [consent, serviceArea] = await Promise.all([
    deps.consent.evidence({ text: legal.consentText, version: legal.consentVersion }),
    markServiceArea(leadData.zipCode, deps.serviceArea),
  ])
  try {
    const receivedAt = (deps.now?.() ?? new Date()).toISOString()
    const record = leadRecord(parsed.payload, { id, receivedAt, ...visitorFacts(visitor), currentConsent: consent, serviceArea })
    await (await deps.store()).insertLead(record)
  } catch (error) {
    return refused('leads', `lead ${id}`, error)
  }
  stored()
  deps.onStored?.(id)
  return { kind: 'stored', id }
}

export async function takeSignup(body: unknown, visitor: Visitor, deps: IntakeDeps): Promise<Intake> {
  const result = newsletterSchema.safeParse(body)
  if (!result.success) {
    const issues = answerIssues(result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message })))
    const first = issues.find((issue) => issue.path === 'consent') ?? issues[0]
    const message = first && !first.message.startsWith('Invalid input') ? first.message : MESSAGES.invalidRequest
    return { kind: 'invalid', message, issues }
  }
  const id = (deps.newId ?? randomUUID)()
  if (result.data.website?.trim()) return { kind: 'ignored', id }
  try {
    const consent = await deps.consent.evidence({ text: result.data.consentText, version: result.data.consentVersion })
    const receivedAt = (deps.now?.() ?? new Date()).toISOString()
    await (
      await deps.store()
    ).insertSubscription(subscriptionRecord(result.data, { id, receivedAt, ...visitorFacts(visitor), currentConsent: consent }))
  } catch (error) {
    return refused('newsletter', `sign-up ${id}`, error)
  }
  stored()
  return { kind: 'stored', id }
}

const visitorFacts = (visitor: Visitor) => ({ clientIp: visitor.ip, userAgent: visitor.userAgent })

/** The lead's service-area mark; null without a ZIP code, or when content cannot be read in time (the lead is kept all the same). */
async function markServiceArea(zip: string | undefined, check: IntakeDeps['serviceArea']): Promise<ServiceAreaMark | null> {
  if (!check || !zip || !/^\d{5}$/.test(zip)) return null
  try {
    return await within(check(zip), CONTENT_DEADLINE_MS)
  } catch (error) {
    console.error(`[leads] service-area check failed: ${storeFailure(error)}`)
    return null
  }
}

let budgetSpent = false

/**
 * What a write the store could not make answers, and the log line: the code and message only (never
 * the row). The write budget is logged once when it runs out and once when writes go through again.
 */
export function refused(scope: string, what: string, error: unknown): Intake {
  if (error instanceof StoreRefusal && error.code === 'budget') {
    if (!budgetSpent) console.error(`[${scope}] ${error.message}: posts are answered 503 until it refills (LEADS_WRITE_BUDGET)`)
    budgetSpent = true
  } else {
    console.error(`[${scope}] could not store ${what}: ${storeFailure(error)}`)
  }
  return { kind: 'refused', message: NOT_SAVED, retryAfterSeconds: error instanceof StoreRefusal ? error.retryAfterSeconds : 5 }
}

/** A write went through: the next time the budget runs out is news again. */
export function stored(): void {
  if (budgetSpent) console.warn('[leads] the write budget has room again')
  budgetSpent = false
}
