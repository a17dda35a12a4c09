import { pageCount } from '@site/sanity'
import type { SectionOf } from '@/sanity/types'
import { getBlogSettings, getPostCardPage } from '@/sanity/content'
import { PostCardGrid } from '@/components/blog/post-card'
import { ListingPagination } from '@/components/blog/listing-pagination'
import { SectionShell } from '../shared/section-shell'

// Spec: the first two card images load at once; the rest lazily.
const PRIORITY_IMAGES = 2

/** The blog's cards, a page at a time; `listingPage` is set by /blog/page/[page] (absent: page 1). */
export async function PostGrid({ section }: { section: SectionOf<'postGrid'> & { listingPage?: number } }) {
  const page = section.listingPage ?? 1
  const [{ posts, total }, settings] = await Promise.all([getPostCardPage(page), getBlogSettings()])
  return (
    <SectionShell heading={section.heading} intro={section.intro} id={`s-${section._key}`}>
      <PostCardGrid posts={posts} readMoreLabel={settings.readMoreLabel} priorityCount={PRIORITY_IMAGES} />
      <ListingPagination
        base="/blog"
        page={page}
        pages={pageCount(total, settings.postsPerPage)}
        newerLabel={settings.newerLabel}
        olderLabel={settings.olderLabel}
      />
    </SectionShell>
  )
}
