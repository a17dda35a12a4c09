import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getCategories, getCategory } from '@/sanity/content'
import { CategoryListing, categoryMetadata } from '@/components/blog/category-listing'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getCategories()).map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return categoryMetadata((await params).slug, 1)
}

export default async function CategoryPage({ params }: Props) {
  const category = await getCategory((await params).slug, 1)
  if (!category) notFound()
  return <CategoryListing category={category} page={1} />
}
