import type { PostCardsQueryResult } from '@site/sanity'
import { SanityImage } from '@/components/ui/sanity-image'
import { formatDate } from './format-date'
import styles, { sheet } from './post-card.pcss'
import { Sheet } from '@/styles/sheet'

export type PostCardData = PostCardsQueryResult[number]

const SIZES = '(min-width: 1080px) 370px, (min-width: 720px) 50vw, 100vw'

/** One article on the blog grid: picture, category, date, title, excerpt and a Read More cue; the title link covers the card. */
export function PostCard({
  post,
  readMoreLabel,
  priority = false,
  headingLevel = 3,
}: {
  post: PostCardData
  readMoreLabel: string
  priority?: boolean
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <SanityImage image={post.image} sizes={SIZES} priority={priority} quality={60} />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          {post.category ? <span className={styles.badge}>{post.category.title}</span> : null}
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <Heading className={styles.title}>
          <a href={`/blog/${post.slug}`}>{post.title}</a>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <span className={styles.more} aria-hidden="true">
          {readMoreLabel} →
        </span>
      </div>
    </article>
  )
}

export function PostCardGrid({
  posts,
  readMoreLabel,
  priorityCount = 0,
  headingLevel = 3,
}: {
  posts: readonly PostCardData[]
  readMoreLabel: string
  priorityCount?: number
  /** 2 when the grid sits directly under the page's h1 (category pages), so no level is skipped. */
  headingLevel?: 2 | 3
}) {
  return (
    <>
      <Sheet of={sheet} />
      <ul className={styles.grid}>
        {posts.map((post, index) => (
          <li key={post._id}>
            <PostCard post={post} readMoreLabel={readMoreLabel} priority={index < priorityCount} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </>
  )
}
