import { env } from '@/env'
import { handleLeadPost } from '@/features/leads/server/lead-handler'
import { leadIntakeDeps, leadLimiter } from '@/features/leads/server/services'

export async function POST(request: Request): Promise<Response> {
  return handleLeadPost(request, { ...leadIntakeDeps(), limiter: leadLimiter(), trustedProxies: env.TRUST_PROXY })
}
