import { createHealthHandler } from '@/features/deploy/health'
import { leadStore } from '@/features/leads/server/services'
import { contentSource } from '@/sanity/source'

// Asked on every request, never from a cache: the answer is about this instance now.
export const dynamic = 'force-dynamic'

export const GET = createHealthHandler({
  // A read on the outbox's index: the store is open and its database answers.
  leadStore: async () => (await leadStore()).nextDueAt(),
  content: async () => {
    const settings = await contentSource.fetch('count(*[_type == "siteSettings"])')
    if (typeof settings !== 'number' || settings < 1) throw new Error('the content source has no site settings')
  },
})
