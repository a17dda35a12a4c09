import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { parsePageNumber } from '@site/sanity'
import { getCategory, getListingPages } from '@/sanity/content'
import { CategoryListing, categoryMetadata } from '@/components/blog/category-listing'

type Props = { params: Promise<{ slug: string; page: string }> }

// Only the pages a category's articles fill exist; any other address is a 404 answered before
// rendering, never a cache entry. A page that new articles add between builds appears with the next build.
export const dynamicParams = false

export async function generateStaticParams() {
  return (await getListingPages()).categories.flatMap(({ slug, pages }) => pages.map((page) => ({ slug, page: String(page) })))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug, page } = await params
  const number = parsePageNumber(page)
  return number ? categoryMetadata(slug, number) : {}
}

export default async function CategoryListingPage({ params }: Props) {
  const { slug, page } = await params
  const number = parsePageNumber(page)
  const category = number ? await getCategory(slug, number) : null
  if (!category || !number) notFound()
  return <CategoryListing category={category} page={number} />
}
