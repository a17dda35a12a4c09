import type { Metadata } from 'next'
import { listingPagePath, pageCount, resolveText, stegaClean } from '@site/sanity'
import { getBlogSettings, getCategory, getLayout } from '@/sanity/content'
import { buildMetadata } from '@/features/seo/metadata'
import { ogImagePath } from '@/features/seo/site-url'
import { PostCardGrid } from './post-card'
import { ListingPagination } from './listing-pagination'
import styles, { sheet } from './category.pcss'
import { Sheet } from '@/styles/sheet'

// One page of a category's articles, shared by /blog/category/[slug] (page 1) and its later pages.

async function headingFor(category: string): Promise<string> {
  const [{ facts }, settings] = await Promise.all([getLayout(), getBlogSettings()])
  return resolveText(settings.categoryHeading, { ...facts, category })
}

export async function categoryMetadata(slug: string, page: number): Promise<Metadata> {
  const category = stegaClean(await getCategory(slug, page))
  if (!category) return {}
  return buildMetadata({
    path: listingPagePath(`/blog/category/${category.slug}`, page),
    title: await headingFor(category.title),
    description: category.description,
    ogImage: ogImagePath.category(category.slug),
    listingPage: page,
  })
}

type Category = NonNullable<Awaited<ReturnType<typeof getCategory>>>

/** The category's heading and page `page` of its cards (read with getCategory(slug, page)). */
export async function CategoryListing({ category, page }: { category: Category; page: number }) {
  const settings = await getBlogSettings()
  return (
    <div className={`container ${styles.page}`}>
      <Sheet of={sheet} />
      <header className={styles.header}>
        <h1>{await headingFor(category.title)}</h1>
        <p>{category.description}</p>
      </header>
      <PostCardGrid posts={category.posts} readMoreLabel={settings.readMoreLabel} priorityCount={2} headingLevel={2} />
      <ListingPagination
        base={`/blog/category/${category.slug}`}
        page={page}
        pages={pageCount(category.total, settings.postsPerPage)}
        newerLabel={settings.newerLabel}
        olderLabel={settings.olderLabel}
      />
    </div>
  )
}
