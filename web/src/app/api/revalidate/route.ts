import { revalidateTag } from 'next/cache'
import { env } from '@/env'
import { contentSource } from '@/sanity/source'
import { createRevalidateHandler } from '@/sanity/revalidate'

export const POST = createRevalidateHandler({
  secret: env.SANITY_REVALIDATE_SECRET,
  waitForConsistency: contentSource.kind === 'sanity',
  // expire: 0 so the next request renders fresh instead of being served the stale page once more.
  revalidate: (tag) => revalidateTag(tag, { expire: 0 }),
})
