import type { SectionOf } from '@/sanity/types'
import { getBlogSettings, getPostCards } from '@/sanity/content'
import { PostCardGrid } from '@/components/blog/post-card'
import { SectionShell } from './section-shell'

// Spec: the first two card images load at once; the rest lazily.
const PRIORITY_IMAGES = 2

export async function PostGrid({ section }: { section: SectionOf<'postGrid'> }) {
  const [posts, settings] = await Promise.all([getPostCards(), getBlogSettings()])
  return (
    <SectionShell heading={section.heading} intro={section.intro} id={`s-${section._key}`}>
      <PostCardGrid posts={posts} readMoreLabel={settings.readMoreLabel} priorityCount={PRIORITY_IMAGES} />
    </SectionShell>
  )
}
