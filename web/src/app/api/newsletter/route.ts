import { env } from '@/env'
import { handleNewsletterPost } from '@/features/leads/server/newsletter-handler'
import { leadIntakeDeps, leadLimiter } from '@/features/leads/server/services'

export async function POST(request: Request): Promise<Response> {
  return handleNewsletterPost(request, { ...leadIntakeDeps(), limiter: leadLimiter(), trustedProxies: env.TRUST_PROXY })
}
