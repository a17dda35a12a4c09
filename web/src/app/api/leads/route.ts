import { after } from 'next/server'
import { env } from '@/env'
import { handleLeadPost } from '@/features/leads/server/lead-handler'
import { currentConsent, leadLimiter, leadOutbox, leadStore } from '@/features/leads/server/services'
import { checkZip } from '@/features/service-area/service-area'

export async function POST(request: Request): Promise<Response> {
  return handleLeadPost(request, {
    store: leadStore,
    limiter: leadLimiter(),
    trustedProxies: env.TRUST_PROXY,
    currentConsent,
    serviceArea: async (zip) => ((await checkZip(zip)).served ? 'served' : 'out-of-area'),
    // Forward right after the answer is sent, instead of waiting for the outbox's next poll.
    onStored: () => after(async () => void (await leadOutbox())?.wake()),
  })
}
