import type { DecisionResult, OfficeDecision, StoredLead, VisitorResult } from '@site/lead-store'
import { TOO_MANY } from '@/features/leads/server/admission'
import type { PostLimiter } from '@/features/leads/server/rate-limit'
import { clientAddress, networkOf } from '@/features/security/client-address'
import { readCapped } from '@/lib/read-capped'
import { currentOpenWindows, type WindowsDeps } from '../server/visit-windows-handler'
import type { VisitSchedule } from '../open-windows'
import { keyHolds, linkSecret, type KeyRole } from './visit-keys'
import { OFFICE_PAGE, VISITOR_PAGE } from './visit-links'

// The two pages the visit e-mails link to, as requests: what a link's holder may see (GET, which
// changes nothing: mail scanners open every link) and what the page's form does (POST, a plain form,
// then a 303 to the page with what was done). A key that does not hold, for any reason, is a 403 with
// nothing read or changed; wrong keys count against the caller's address and past the limit are
// answered 429. Keys and addresses are never logged.

export type LinkDeps = WindowsDeps & {
  limiter: PostLimiter | null
  trustedProxies?: number
  /** VISIT_LINK_SECRET, when set. */
  secret?: string
  onChanged?: () => void
}

export const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
const MAX_FORM_BYTES = 2 * 1024
const HOUR_MS = 60 * 60 * 1000
/** The cut-off when Visit scheduling does not say: changes online end 12 hours before the window. */
export const DEFAULT_CUTOFF_HOURS = 12

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })

export const FORBIDDEN = 'This link is not valid any more, or not for this request. Please call us.'

/** Whether the key is this role's for this lead now (an unknown lead's id fails the same way). */
export async function keyIsValid(role: KeyRole, leadId: string, key: string, deps: LinkDeps): Promise<boolean> {
  if (!LEAD_ID.test(leadId)) return false
  return keyHolds(await linkSecret(await deps.store(), deps.secret), role, leadId, key, deps.now?.() ?? new Date())
}

export type PageState =
  | { kind: 'forbidden' }
  | {
      kind: 'shown'
      lead: StoredLead
      open: { id: string; date: string; start: string; end: string }[]
      cutoffPassed: boolean
      schedule: VisitSchedule | null
    }

/** What a page shows for a link: the lead as stored now and the windows open now, or forbidden. */
export async function pageState(role: KeyRole, leadId: string, key: string, deps: LinkDeps): Promise<PageState> {
  if (!(await keyIsValid(role, leadId, key, deps))) return { kind: 'forbidden' }
  const store = await deps.store()
  const lead = await store.getLead(leadId)
  if (!lead) return { kind: 'forbidden' }
  const schedule = await deps.schedule()
  const open = schedule ? (await currentOpenWindows(deps, schedule)).open : []
  const now = deps.now?.() ?? new Date()
  const cutoffPassed = Boolean(lead.visitWindow && now.getTime() > Date.parse(lead.visitWindow.start) - cutoffMs(schedule))
  return { kind: 'shown', lead, open, cutoffPassed, schedule }
}

export const cutoffMs = (schedule: VisitSchedule | null) => (schedule?.changeCutoffHours ?? DEFAULT_CUTOFF_HOURS) * HOUR_MS

type Form = { lead: string; k: string; action: string; window: string }

async function readForm(request: Request): Promise<Form | null> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded')) return null
  const body = await readCapped(request, MAX_FORM_BYTES)
  if (body === null) return null
  const form = new URLSearchParams(body)
  const field = (name: string) => (form.get(name) ?? '').slice(0, 200)
  return { lead: field('lead'), k: field('k'), action: field('action'), window: field('window') }
}

/** A key that fails: counted against the address; 429 past the limit, else 403. */
async function refused(request: Request, deps: LinkDeps): Promise<Response> {
  const verdict = (await deps.limiter?.hit(clientAddress(request.headers, deps.trustedProxies ?? 0))) ?? { ok: true }
  if (!verdict.ok) return text(429, TOO_MANY, { 'Retry-After': String(verdict.retryAfterSeconds) })
  return text(403, FORBIDDEN)
}

const back = (request: Request, page: string, form: Form, done: string) => {
  const url = new URL(page, request.url)
  url.searchParams.set('lead', form.lead)
  url.searchParams.set('k', form.k)
  url.searchParams.set('done', done)
  return new Response(null, { status: 303, headers: { Location: `${url.pathname}${url.search}`, 'Cache-Control': 'no-store' } })
}

async function openWindow(deps: LinkDeps, id: string) {
  const schedule = await deps.schedule()
  if (!schedule) return null
  const found = (await currentOpenWindows(deps, schedule)).offered.find((window) => window.id === id)
  if (!found) return null
  const { places, ...window } = found
  return { window, places, schedule }
}

const UNAVAILABLE = 'We could not save this just now. Please try again in a moment.'

/** POST from the office's page: confirm, decline or offer another window. */
export async function handleOfficePost(request: Request, deps: LinkDeps): Promise<Response> {
  const form = await readForm(request)
  if (!form) return text(400, 'This form could not be read.')
  try {
    if (!(await keyIsValid('office', form.lead, form.k, deps))) return await refused(request, deps)
    const store = await deps.store()
    const now = (deps.now?.() ?? new Date()).toISOString()
    let decision: OfficeDecision
    if (form.action === 'confirm' || form.action === 'decline') decision = { kind: form.action }
    else if (form.action === 'offer') {
      const offered = await openWindow(deps, form.window)
      if (!offered) return back(request, OFFICE_PAGE, form, 'full')
      decision = { kind: 'offer', window: offered.window, capacity: offered.places }
    } else return text(400, 'Unknown action.')
    const result: DecisionResult = await store.visits.decide(form.lead, decision, now)
    if (result.outcome !== 'unchanged' && result.outcome !== 'no-booking' && result.outcome !== 'full') deps.onChanged?.()
    return back(request, OFFICE_PAGE, form, result.outcome)
  } catch (error) {
    console.error(
      `[visits] an office decision could not be saved: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}`,
    )
    return text(503, UNAVAILABLE, { 'Retry-After': '5' })
  }
}

/** POST from the visitor's page: move the visit to another open window, or cancel it. */
export async function handleVisitorPost(request: Request, deps: LinkDeps): Promise<Response> {
  const form = await readForm(request)
  if (!form) return text(400, 'This form could not be read.')
  try {
    if (!(await keyIsValid('visitor', form.lead, form.k, deps))) return await refused(request, deps)
    const store = await deps.store()
    const now = (deps.now?.() ?? new Date()).toISOString()
    let result: VisitorResult
    if (form.action === 'cancel') {
      result = await store.visits.cancelByVisitor(form.lead, now, cutoffMs(await deps.schedule()))
    } else if (form.action === 'move') {
      const offered = await openWindow(deps, form.window)
      if (!offered) return back(request, VISITOR_PAGE, form, 'full')
      const network = networkOf(clientAddress(request.headers, deps.trustedProxies ?? 0))
      result = await store.visits.change({
        leadId: form.lead,
        window: offered.window,
        capacity: offered.places,
        now,
        network,
        cutoffMs: cutoffMs(offered.schedule),
      })
    } else return text(400, 'Unknown action.')
    if (result.outcome === 'moved' || result.outcome === 'booked' || result.outcome === 'cancelled') deps.onChanged?.()
    return back(request, VISITOR_PAGE, form, result.outcome)
  } catch (error) {
    console.error(
      `[visits] a visitor's change could not be saved: ${error instanceof Error ? error.message.slice(0, 200) : 'unknown error'}`,
    )
    return text(503, UNAVAILABLE, { 'Retry-After': '5' })
  }
}
