import { draftMode } from 'next/headers'
import { handleServiceAreaGet } from '@/features/service-area/service-area-handler'
import { checkZip } from '@/features/service-area/service-area'

export async function GET(request: Request): Promise<Response> {
  // Next's own draft-mode cookie, as Next marks every other answer in draft mode: kept by no one.
  return handleServiceAreaGet(request, checkZip, (await draftMode()).isEnabled)
}
