import { after } from 'next/server'
import { env } from '@/env'
import { handleLeadPost } from '@/features/leads/server/lead-handler'
import { currentConsent, leadLimiter, leadOutbox, leadStore } from '@/features/leads/server/services'

export async function POST(request: Request): Promise<Response> {
  return handleLeadPost(request, {
    store: leadStore,
    limiter: leadLimiter(),
    trustedProxies: env.TRUST_PROXY,
    currentConsent,
    // Forward right after the answer is sent, instead of waiting for the outbox's next poll.
    onStored: () => after(async () => void (await leadOutbox())?.wake()),
  })
}
