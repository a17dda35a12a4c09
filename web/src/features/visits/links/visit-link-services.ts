import 'server-only'
import { after } from 'next/server'
import { env } from '@/env'
import { leadStore, wakeLeadSenders } from '@/features/leads/server/store-and-senders'
import { bucketLimiter, visitSchedule } from '../server/visit-services'
import type { LinkDeps } from './visit-link-handlers'

// The visit link pages' parts: the lead store, the schedule, the limit on wrong keys, the secret.

export function visitLinkDeps(): LinkDeps {
  return {
    store: leadStore,
    schedule: visitSchedule,
    // Wrong keys, per address, in a bucket of their own (the lead form's limit), shared by every instance.
    limiter: bucketLimiter('site-visit-links'),
    trustedProxies: env.TRUST_PROXY,
    ...(env.VISIT_LINK_SECRET ? { secret: env.VISIT_LINK_SECRET } : {}),
    // The e-mails and the CRM update go right after the answer is sent.
    onChanged: () => after(wakeLeadSenders),
  }
}
