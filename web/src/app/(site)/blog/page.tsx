import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPage } from '@/sanity/content'
import { PageView } from '@/components/page/page-view'
import { pageMetadata } from '@/features/seo/page-metadata'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getPage('/blog')
  return page ? pageMetadata(page) : {}
}

export default async function BlogPage() {
  const page = await getPage('/blog')
  if (!page) notFound()
  return <PageView page={page} />
}
