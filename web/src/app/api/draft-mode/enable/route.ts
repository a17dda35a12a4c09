import { env } from '@/env'
import { memoryRateLimiter } from '@/features/leads/server/rate-limit'
import { sharedRateLimiter } from '@/features/leads/server/shared-rate-limit'
import { enableDraftModeHandler } from '@/sanity/draft-mode'
import { previewSource } from '@/sanity/source'

// Preview secrets checked per address: 30 in 10 minutes, counted with every instance when Redis or Postgres is set.
const PREVIEW_LIMIT = 30
const WINDOW_MS = 10 * 60 * 1000
const limiter = previewSource
  ? (sharedRateLimiter(env, PREVIEW_LIMIT, WINDOW_MS, undefined, 'preview-secrets') ?? memoryRateLimiter(PREVIEW_LIMIT, WINDOW_MS))
  : null

export const GET = enableDraftModeHandler(previewSource, { limiter, trustedProxies: env.TRUST_PROXY })
