import type { PostQueryResult } from '@site/sanity'
import { getLayout } from '@/sanity/content'
import { JsonLd } from './json-ld'
import { businessRef } from './business'
import { absoluteUrl, ogImagePath } from './site-url'

type Post = Pick<NonNullable<PostQueryResult>, 'title' | 'slug' | 'date' | 'excerpt' | 'category' | 'seo' | '_updatedAt'>

/**
 * BlogPosting for an article page: `<ArticleJsonLd post={post} />` with the result of getPost(slug).
 * The author is the company team, as the articles say; dates are the article's own.
 */
export async function ArticleJsonLd({ post }: { post: Post }) {
  const layout = await getLayout()
  const url = absoluteUrl(`/blog/${post.slug}`)
  const modified = post._updatedAt && post._updatedAt > post.date ? post._updatedAt : post.date
  return (
    <JsonLd
      data={{
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.seo?.description ?? post.excerpt,
        url,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        datePublished: post.date,
        dateModified: modified,
        image: absoluteUrl(ogImagePath.post(post.slug)),
        ...(post.category ? { articleSection: post.category.title } : {}),
        inLanguage: 'en-US',
        author: { '@type': 'Organization', name: layout.settings.companyName, url: absoluteUrl('/') },
        publisher: businessRef(layout),
      }}
    />
  )
}

export type Crumb = { name: string; path: string }

/**
 * BreadcrumbList from the home page down to the current page, e.g. for an article:
 * `<BreadcrumbJsonLd items={[{ name: 'Home', path: '/' }, { name: 'Blog', path: '/blog' }, { name: post.title, path: `/blog/${post.slug}` }]} />`
 * with the names taken from content (menu labels, titles).
 */
export function BreadcrumbJsonLd({ items }: { items: readonly Crumb[] }) {
  return (
    <JsonLd
      data={{
        '@type': 'BreadcrumbList',
        itemListElement: items.map((item, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: item.name,
          item: absoluteUrl(item.path),
        })),
      }}
    />
  )
}
