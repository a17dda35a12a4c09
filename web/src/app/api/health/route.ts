import type { NextRequest } from 'next/server'
import { env } from '@/env'
import { createHealthHandler } from '@/features/deploy/health'
import { officeAlertsCheck } from '@/features/deploy/office-alerts-check'
import { leadStore } from '@/features/leads/server/store-and-senders'
import { contentSource } from '@/sanity/source'

// Asked on every request, never from a cache: the answer is about this instance now.
export const dynamic = 'force-dynamic'

const instance = {
  // A read on the outbox's index: the store is open and its database answers.
  leadStore: async () => (await leadStore()).nextDueAt(),
  content: async () => {
    const settings = await contentSource.fetch('count(*[_type == "siteSettings"])')
    if (typeof settings !== 'number' || settings < 1) throw new Error('the content source has no site settings')
  },
}

const everything = createHealthHandler({
  ...instance,
  'office-alerts': officeAlertsCheck({ store: leadStore, maxAgeSeconds: env.LEADS_ALERT_MAX_AGE, mailOn: Boolean(env.SMTP_URL) }),
})
// ?scope=instance, for a load balancer: this instance's own parts. Late office e-mails are the whole
// store's trouble, and taking every instance out of rotation for them would stop the leads too.
const instanceOnly = createHealthHandler(instance)

export function GET(request: NextRequest): Promise<Response> {
  return request.nextUrl.searchParams.get('scope') === 'instance' ? instanceOnly() : everything()
}
