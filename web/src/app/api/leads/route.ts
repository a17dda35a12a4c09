import { after } from 'next/server'
import { env } from '@/env'
import { handleLeadPost } from '@/features/leads/server/lead-handler'
import { currentConsent, leadLimiter, leadStore } from '@/features/leads/server/services'
import { wakeLeadSenders } from '@/features/leads/server/wake-senders'
import { checkZip } from '@/features/service-area/service-area'

export async function POST(request: Request): Promise<Response> {
  return handleLeadPost(request, {
    store: leadStore,
    limiter: leadLimiter(),
    trustedProxies: env.TRUST_PROXY,
    currentConsent,
    serviceArea: async (zip) => ((await checkZip(zip)).served ? 'served' : 'out-of-area'),
    // Forward and e-mail right after the answer is sent, instead of waiting for the senders' next poll.
    onStored: () => after(wakeLeadSenders),
  })
}
