import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { parsePageNumber } from '@site/sanity'
import type { PageData } from '@/sanity/types'
import { getListingPages, getPage } from '@/sanity/content'
import { PageView } from '@/components/page/page-view'
import { pageMetadata } from '@/features/seo/page-metadata'

type Props = { params: Promise<{ page: string }> }

// Only the pages the articles fill exist: any other number is a 404 answered before rendering, so
// guessed addresses (/blog/page/999) never become cache entries. A page that a new article adds
// between builds appears with the next build.
export const dynamicParams = false

export async function generateStaticParams() {
  return (await getListingPages()).blog.map((page) => ({ page: String(page) }))
}

/** The /blog page document, its article grid showing page `listingPage`. */
async function blogPage(params: Props['params']): Promise<{ page: PageData; listingPage: number } | null> {
  const listingPage = parsePageNumber((await params).page)
  const page = await getPage('/blog')
  if (!page || !listingPage) return null
  const sections = page.sections?.map((section) => (section._type === 'postGrid' ? { ...section, listingPage } : section)) ?? null
  return { page: { ...page, sections }, listingPage }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await blogPage(params)
  return found ? pageMetadata(found.page, found.listingPage) : {}
}

export default async function BlogListingPage({ params }: Props) {
  const found = await blogPage(params)
  if (!found) notFound()
  return <PageView page={found.page} />
}
