import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { seoInput, stegaClean } from '@site/sanity'
import { getPageTitle, getPost, getPostSlugs } from '@/sanity/content'
import { ArticleView } from '@/components/blog/article-view'
import { ArticleJsonLd, BreadcrumbJsonLd } from '@/features/seo/article-json-ld'
import { buildMetadata } from '@/features/seo/metadata'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getPostSlugs()).map(({ slug }) => ({ slug }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = stegaClean(await getPost((await params).slug))
  if (!post) return {}
  return buildMetadata({
    ...seoInput.post(post),
    seo: post.seo,
    article: { publishedTime: post.date, modifiedTime: post._updatedAt, section: post.category?.title ?? null },
  })
}

export default async function ArticlePage({ params }: Props) {
  const post = await getPost((await params).slug)
  if (!post) notFound()
  // Titles only: the whole home page would tie every article to the home page's reviews and offers.
  const [home, blog] = await Promise.all([getPageTitle('/'), getPageTitle('/blog')])
  return (
    <>
      <ArticleView post={post} />
      <ArticleJsonLd post={post} />
      <BreadcrumbJsonLd
        items={[
          { name: home ?? '/', path: '/' },
          { name: blog ?? '/blog', path: '/blog' },
          { name: post.title, path: `/blog/${post.slug}` },
        ]}
      />
    </>
  )
}
