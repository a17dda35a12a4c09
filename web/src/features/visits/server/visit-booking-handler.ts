import { z } from 'zod'
import { hashVisitToken } from '@site/lead-store'
import { admit, storeFailure, type AdmissionDeps } from '@/features/leads/server/admission'
import { networkOf } from '@/features/security/client-address'
import { json } from '@/features/leads/server/request-body'
import { currentOpenWindows, UNAVAILABLE, type WindowsDeps } from './visit-windows-handler'

// POST /api/leads/{id}/visit-window {window, token}: the visitor asks for an arrival window for the
// lead they just sent. 200 {ok, window} once saved (again 200 for the window already held); 400 for
// a window that is past, closed, unknown or malformed; 403 for a token that is not this lead's (or a
// lead that does not exist: the answer is the same) or more than a day old; 409 {message, windows}
// when its last place was taken meanwhile, with the windows still open; 429 past the post limit, the
// moves a lead may make, or the bookings a network may make in a day (visit-bookings.ts).
// Admission (rate limit, JSON only, size cap) is the lead form's.

export type BookingDeps = AdmissionDeps & WindowsDeps & { onBooked?: () => void }

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

const Body = z.strictObject({
  window: z.string().min(1).max(64),
  token: z.string().regex(/^[A-Za-z0-9_-]{20,128}$/),
})

export const MESSAGES = {
  invalid: 'Please send {window, token} with a window id from /api/visit-windows.',
  notOffered: 'This visit window is not offered: it is past, on a closed day, or unknown.',
  forbidden: 'This request cannot be changed from here.',
  taken: 'This visit window was just taken. Please pick another.',
  tooMany: 'This request has changed its visit window too often. Please call us.',
  expired: 'Visit times can be chosen online only on the day of the request. Please call us to choose one.',
  networkLimit: 'Several visits were already requested from your connection today. Please call us to choose a time.',
  notSaved: 'We could not save your choice just now. Please try again in a moment.',
} as const

export async function handleVisitWindowPost(request: Request, leadId: string, deps: BookingDeps): Promise<Response> {
  const admitted = await admit(request, deps)
  if (!admitted.ok) return admitted.response
  const body = Body.safeParse(admitted.body)
  if (!body.success) return json(400, { message: MESSAGES.invalid })
  if (!LEAD_ID.test(leadId)) return json(403, { message: MESSAGES.forbidden })
  const tokenHash = hashVisitToken(body.data.token)
  try {
    const store = await deps.store()
    if (!(await store.visits.tokenMatches(leadId, tokenHash))) return json(403, { message: MESSAGES.forbidden })
    const schedule = await deps.schedule()
    if (!schedule) return json(400, { message: MESSAGES.notOffered })
    const window = (await currentOpenWindows(deps, schedule)).offered.find((offered) => offered.id === body.data.window)
    if (!window) return json(400, { message: MESSAGES.notOffered })
    const { places, ...chosen } = window
    const now = (deps.now?.() ?? new Date()).toISOString()
    const network = networkOf(admitted.ip)
    const result = await store.visits.book({ leadId, tokenHash, window: chosen, capacity: places, now, network })
    switch (result.outcome) {
      case 'forbidden':
        return json(403, { message: MESSAGES.forbidden })
      case 'expired':
        return json(403, { message: MESSAGES.expired })
      case 'network-limit':
        return json(429, { message: MESSAGES.networkLimit })
      case 'too-many-changes':
        return json(429, { message: MESSAGES.tooMany })
      case 'full':
        return json(409, { message: MESSAGES.taken, windows: (await currentOpenWindows(deps, schedule)).open })
      case 'unchanged':
        return json(200, { ok: true, window: result.window })
      case 'booked':
        deps.onBooked?.()
        return json(200, { ok: true, window: result.window })
    }
  } catch (error) {
    console.error(`[visits] could not book a window for lead ${leadId}: ${storeFailure(error)}`)
    return json(503, { message: UNAVAILABLE }, { 'Retry-After': '5' })
  }
}
