import Link from 'next/link'
import type { PostCardsQueryResult } from '@site/sanity'
import { SanityImage } from '@/components/ui/sanity-image'
import { formatDate } from './format-date'
import styles from './post-card.module.css'

export type PostCardData = PostCardsQueryResult[number]

const SIZES = '(min-width: 1080px) 370px, (min-width: 720px) 50vw, 100vw'

/** One article on the blog grid: picture, category, date, title, excerpt and a Read More cue; the title link covers the card. */
export function PostCard({ post, readMoreLabel, priority = false }: { post: PostCardData; readMoreLabel: string; priority?: boolean }) {
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
        <h3 className={styles.title}>
          <Link href={`/blog/${post.slug}`}>{post.title}</Link>
        </h3>
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
}: {
  posts: readonly PostCardData[]
  readMoreLabel: string
  priorityCount?: number
}) {
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post._id}>
          <PostCard post={post} readMoreLabel={readMoreLabel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  )
}
