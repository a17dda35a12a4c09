import { env } from '@/env'
import { handleNewsletterPost } from '@/features/leads/server/newsletter-handler'
import { currentConsent, leadLimiter, leadStore } from '@/features/leads/server/services'

export async function POST(request: Request): Promise<Response> {
  return handleNewsletterPost(request, { store: leadStore, limiter: leadLimiter(), trustedProxies: env.TRUST_PROXY, currentConsent })
}
