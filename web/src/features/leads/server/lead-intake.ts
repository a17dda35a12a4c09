import { randomUUID } from 'node:crypto'
import { MESSAGES, newsletterSchema, parseLeadPayload, trapFilled, type PayloadIssue } from '@site/leads'
import {
  StoreRefusal,
  leadRecord,
  newVisitToken,
  openVisitToken,
  requestFingerprint,
  sealVisitToken,
  subscriptionRecord,
  type BudgetBucket,
  type LeadStore,
  type ServiceAreaMark,
  type WriteOptions,
} from '@site/lead-store'
import { within } from '@/lib/within'
import { NOT_SAVED, answerIssues, storeFailure } from './admission'
import { CONTENT_DEADLINE_MS, type ConsentEvidence, type PostedWordings, type SignupEvidence } from './consent-wordings'

// The one way a lead or a newsletter sign-up is taken, whichever door it came through: the JSON
// endpoints (/api/leads, /api/newsletter) and the forms posted without scripts (native-forms.ts).
// Same rules, same consent evidence, same store; each door only turns the outcome into its answer.

export type IntakeDeps = {
  store: () => Promise<LeadStore>
  /** The consent wordings the post's form showed, as the site knows them (consent-wordings.ts). */
  consent: {
    evidence(posted: PostedWordings): Promise<ConsentEvidence>
    signupEvidence(posted: { text?: string | undefined; version?: string | undefined }): Promise<SignupEvidence>
  }
  /** Whether a ZIP code is served (the town documents); the lead is marked with the answer. */
  serviceArea?: (zip: string) => Promise<ServiceAreaMark>
  /**
   * Whether the visitor's network may spend from the newcomers' share of the write budget once the
   * hour's budget is spent (once per network an hour; store-guards.ts NEWCOMER_SHARE).
   */
  newcomer?: (ip: string | null, kind: BudgetBucket) => Promise<boolean>
  /** Called after the record has committed (the route wakes the outbox with it). */
  onStored?: (id: string) => void
  now?: () => Date
  newId?: () => string
}

export type Visitor = { ip: string | null; userAgent: string | null }

/**
 * A post taken: its id, and for a lead the key its visitor may choose a visit window with
 * (POST /api/leads/{id}/visit-window); the store keeps only the key's hash.
 */
export type Accepted = { id: string; token?: string }

export type Intake =
  /** On disk (a filled trap too, flagged), or the same request already on disk: its lead's id. */
  | ({ kind: 'stored' } & Accepted)
  | { kind: 'invalid'; message: string; issues: PayloadIssue[] }
  /** The store could not take it (full, over the hour's budget, down): nothing was kept. */
  | { kind: 'refused'; message: string; retryAfterSeconds: number }

export async function takeLead(body: unknown, visitor: Visitor, deps: IntakeDeps): Promise<Intake> {
  const parsed = parseLeadPayload(body)
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message, issues: answerIssues(parsed.issues) }
  const id = (deps.newId ?? randomUUID)()
  const visit = newVisitToken()
  const { legal, leadData } = parsed.payload
  // Content is asked for with a deadline and never fails the lead (consent-wordings.ts, markServiceArea).
  const [consent, serviceArea] = await Promise.all([
    deps.consent.evidence({
      text: legal.consentText,
      version: legal.consentVersion,
      textingText: legal.smsConsentText,
      textingVersion: legal.smsConsentVersion,
    }),
    markServiceArea(leadData.zipCode, deps.serviceArea),
  ])
  const receivedAt = (deps.now?.() ?? new Date()).toISOString()
  const record = leadRecord(parsed.payload, {
    id,
    receivedAt,
    ...visitorFacts(visitor),
    currentConsent: consent,
    serviceArea,
    visitTokenHash: visit.hash,
    // A filled trap is kept and flagged, never dropped: autofill fills fields people cannot see.
    suspectedAutomated: parsed.honeypot,
  })
  // The same request again (a double tap, a post repeated after a lost answer) is answered with the
  // lead it made, its token included, and nothing new is written or sent (request-repeats.ts).
  const posted = { ...record, requestFingerprint: requestFingerprint(record), sealedVisitToken: sealVisitToken(record, visit.token) }
  let written
  try {
    const store = await deps.store()
    written = await withNewcomerShare((options) => store.insertLead(posted, options), visitor, deps)
  } catch (error) {
    return refused('leads', `lead ${id}`, error)
  }
  if (written.outcome === 'repeat') {
    const token = written.sealedVisitToken ? openVisitToken(posted, written.sealedVisitToken) : null
    return { kind: 'stored', id: written.leadId, ...(token ? { token } : {}) }
  }
  deps.onStored?.(id)
  return { kind: 'stored', id, token: visit.token }
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
  const suspectedAutomated = trapFilled(result.data)
  try {
    // The newsletter box's own wording: a sign-up is consent to marketing e-mail, not a request.
    const consent = await deps.consent.signupEvidence({ text: result.data.consentText, version: result.data.consentVersion })
    const receivedAt = (deps.now?.() ?? new Date()).toISOString()
    const facts = { id, receivedAt, ...visitorFacts(visitor), currentConsent: consent, suspectedAutomated }
    await (await deps.store()).insertSubscription(subscriptionRecord(result.data, facts))
  } catch (error) {
    return refused('leads', `sign-up ${id}`, error)
  }
  return { kind: 'stored', id }
}

const visitorFacts = (visitor: Visitor) => ({ clientIp: visitor.ip, userAgent: visitor.userAgent })

/** The write, and once more from the newcomers' share when the budget is spent and the visitor's network is new this hour. */
export async function withNewcomerShare<T>(
  write: (options: WriteOptions) => Promise<T>,
  visitor: Visitor,
  deps: Pick<IntakeDeps, 'newcomer'>,
  kind: BudgetBucket = 'submissions',
): Promise<T> {
  try {
    return await write({})
  } catch (error) {
    const spent = error instanceof StoreRefusal && error.code === 'budget'
    if (!spent || !deps.newcomer || !(await deps.newcomer(visitor.ip, kind))) throw error
    // The newcomers' share spent too: the main bucket's refill is the sooner one to wait for.
    return write({ newcomer: true }).catch((again: unknown) => {
      throw again instanceof StoreRefusal && again.code === 'budget' ? error : again
    })
  }
}

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

/** When each kind of post last logged its spent budget: once an hour is news, every refusal is not. */
const budgetLogged = new Map<string, number>()
const HOUR_MS = 60 * 60 * 1000

/**
 * What a write the store could not make answers, and the log line: the code and message only (never
 * the row). A spent write budget is logged once when it runs out, then at most once an hour while
 * floods keep it spent.
 */
export function refused(scope: string, what: string, error: unknown): Intake {
  if (error instanceof StoreRefusal && error.code === 'budget') {
    const now = Date.now()
    if (now - (budgetLogged.get(scope) ?? -Infinity) >= HOUR_MS) {
      budgetLogged.set(scope, now)
      console.error(`[${scope}] ${error.message}: new posts are answered 503 until it refills (LEADS_WRITE_BUDGET)`)
    }
  } else {
    console.error(`[${scope}] could not store ${what}: ${storeFailure(error)}`)
  }
  return { kind: 'refused', message: NOT_SAVED, retryAfterSeconds: error instanceof StoreRefusal ? error.retryAfterSeconds : 5 }
}
