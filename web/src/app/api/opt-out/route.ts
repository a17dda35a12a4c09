import { env } from '@/env'
import { handleOptOutPost } from '@/features/opt-out/server/opt-out-handler'
import { leadIntakeDeps, optOutLimiter } from '@/features/leads/server/services'

export async function POST(request: Request): Promise<Response> {
  return handleOptOutPost(request, { ...leadIntakeDeps(), limiter: optOutLimiter(), trustedProxies: env.TRUST_PROXY })
}
