import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { stegaClean } from '@site/sanity'
import { getPost, getPostSlugs } from '@/sanity/content'
import { ArticleView } from '@/components/blog/article-view'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getPostSlugs()).map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = stegaClean(await getPost((await params).slug))
  if (!post) return {}
  return {
    title: post.seo?.title ? { absolute: post.seo.title } : post.title,
    description: post.seo?.description ?? post.excerpt,
    alternates: { canonical: `/blog/${post.slug}` },
  }
}

export default async function ArticlePage({ params }: Props) {
  const post = await getPost((await params).slug)
  if (!post) notFound()
  return <ArticleView post={post} />
}
