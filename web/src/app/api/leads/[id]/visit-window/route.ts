import { after } from 'next/server'
import { env } from '@/env'
import { leadStore, wakeLeadSenders } from '@/features/leads/server/store-and-senders'
import { handleVisitWindowPost } from '@/features/visits/server/visit-booking-handler'
import { visitLimiter, visitSchedule } from '@/features/visits/server/visit-services'

export async function POST(request: Request, context: RouteContext<'/api/leads/[id]/visit-window'>): Promise<Response> {
  const { id } = await context.params
  return handleVisitWindowPost(request, id, {
    store: leadStore,
    schedule: visitSchedule,
    limiter: visitLimiter(),
    trustedProxies: env.TRUST_PROXY,
    // The e-mails and the CRM update go right after the answer is sent.
    onBooked: () => after(wakeLeadSenders),
  })
}
