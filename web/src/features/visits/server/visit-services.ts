import 'server-only'
import { stegaClean } from '@site/sanity'
import { env } from '@/env'
import { memoryRateLimiter, type PostLimiter } from '@/features/leads/server/rate-limit'
import { sharedRateLimiter } from '@/features/leads/server/shared-rate-limit'
import { getVisitScheduling } from '@/sanity/content'

// The visit windows' parts: the Visit scheduling document through the site's tagged data cache (a
// publish refreshes it), and a post limit of the lead form's size in a bucket of its own, so picking a
// window never uses up the visitor's allowance for forms. One limiter per process, as for leads.

declare global {
  var __visitLimiters: Map<string, PostLimiter | null> | undefined
}

const RATE_WINDOW_MS = 10 * 60 * 1000

/** The post limit of one bucket (its own count in Redis or memory), made once per process. */
export function bucketLimiter(bucket: string): PostLimiter | null {
  const limiters = (globalThis.__visitLimiters ??= new Map())
  if (!limiters.has(bucket)) {
    const limit = env.LEADS_RATE_LIMIT
    limiters.set(
      bucket,
      limit > 0 ? (sharedRateLimiter(env, limit, RATE_WINDOW_MS, undefined, bucket) ?? memoryRateLimiter(limit, RATE_WINDOW_MS)) : null,
    )
  }
  return limiters.get(bucket) ?? null
}

export const visitLimiter = () => bucketLimiter('site-visit-windows')

export const visitSchedule = async () => stegaClean(await getVisitScheduling())
