import { handleServiceAreaGet } from '@/features/service-area/service-area-handler'
import { checkZip } from '@/features/service-area/service-area'
import { isDraftMode } from '@/sanity/draft'

export async function GET(request: Request): Promise<Response> {
  return handleServiceAreaGet(request, checkZip, await isDraftMode())
}
