import type { PostQueryResult } from '@site/sanity'
import { getBlogSettings } from '@/sanity/content'
import { SanityImage } from '@/components/ui/sanity-image'
import { SharedBlock } from '@/sections/parts'
import { ArticleBody } from './article-body'
import { ArticleCta } from './article-cta'
import { PostCardGrid } from './post-card'
import { formatDate } from './format-date'
import styles, { sheet } from './article.pcss'
import { Sheet } from '@/styles/sheet'

type Post = NonNullable<PostQueryResult>

export async function ArticleView({ post }: { post: Post }) {
  const settings = await getBlogSettings()
  return (
    <article className={`container ${styles.article}`}>
      <Sheet of={sheet} />
      <div className={styles.column}>
        <a href="/blog" className={styles.back}>
          ← {settings.backLabel}
        </a>
        <header className={styles.header}>
          {post.category ? (
            <a className={styles.badge} href={`/blog/category/${post.category.slug}`}>
              {post.category.title}
            </a>
          ) : null}
          <h1 className={styles.title}>{post.title}</h1>
          <p className={styles.meta}>
            <time dateTime={post.date}>{formatDate(post.date)}</time>
            <span aria-hidden="true">·</span>
            <span>{settings.authorLabel}</span>
          </p>
        </header>
        <figure className={styles.image}>
          {/* Spec: blog lead images 800x256 at quality 60. */}
          <SanityImage image={post.image} sizes="(min-width: 860px) 800px, 100vw" priority quality={60} />
        </figure>
        <ArticleBody value={post.body} labels={{ source: settings.factSourceLabel, checked: settings.factCheckedLabel }} />
        <ArticleCta cta={post.cta} />
        {post.showSharedBlock ? <SharedBlock /> : null}
      </div>
      {post.related.length ? (
        <section className={styles.related} aria-labelledby="related-heading">
          <h2 id="related-heading">{settings.relatedHeading}</h2>
          <PostCardGrid posts={post.related} readMoreLabel={settings.readMoreLabel} />
        </section>
      ) : null}
    </article>
  )
}
