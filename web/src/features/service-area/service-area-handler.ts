import { json } from '@/features/leads/server/request-body'
import { ZIP_MESSAGE, isFiveDigits, type ServiceAreaAnswer } from './zip-index'

/**
 * GET /api/service-area?zip=NNNNN: 200 {zip, served, town?} from the town documents, 400 with a
 * message for anything but five digits. Browsers may keep an answer a minute; the data behind it
 * follows the publish webhook (tag 'location'). In draft mode the answer comes from drafts (towns not
 * yet published): kept by no one.
 */
export async function handleServiceAreaGet(
  request: Request,
  check: (zip: string) => Promise<ServiceAreaAnswer>,
  draft = false,
): Promise<Response> {
  const zip = new URL(request.url).searchParams.get('zip') ?? ''
  if (!isFiveDigits(zip)) return json(400, { message: ZIP_MESSAGE })
  return json(200, await check(zip), { 'Cache-Control': draft ? 'private, no-store' : 'public, max-age=60' })
}
