import { handleVisitorPost } from '@/features/visits/links/visit-link-handlers'
import { visitLinkDeps } from '@/features/visits/links/visit-link-services'

export function POST(request: Request): Promise<Response> {
  return handleVisitorPost(request, visitLinkDeps())
}
