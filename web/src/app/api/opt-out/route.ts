import { after } from 'next/server'
import { env } from '@/env'
import { handleOptOutPost } from '@/features/opt-out/server/opt-out-handler'
import { leadOutbox, leadStore, optOutLimiter } from '@/features/leads/server/services'

export async function POST(request: Request): Promise<Response> {
  return handleOptOutPost(request, {
    store: leadStore,
    limiter: optOutLimiter(),
    trustedProxies: env.TRUST_PROXY,
    onStored: () => after(async () => void (await leadOutbox())?.wake()),
  })
}
