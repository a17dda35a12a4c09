import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { resolveText } from '@site/sanity'
import { getBlogSettings, getCategories, getCategory, getLayout } from '@/sanity/content'
import { PostCardGrid } from '@/components/blog/post-card'
import styles from '@/components/blog/category.module.css'
import { buildMetadata } from '@/features/seo/metadata'
import { ogImagePath } from '@/features/seo/site-url'

type Props = { params: Promise<{ slug: string }> }

export async function generateStaticParams() {
  return (await getCategories()).map(({ slug }) => ({ slug }))
}

async function headingFor(category: string): Promise<string> {
  const [{ facts }, settings] = await Promise.all([getLayout(), getBlogSettings()])
  return resolveText(settings.categoryHeading, { ...facts, category })
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await getCategory((await params).slug)
  if (!category) return {}
  return buildMetadata({
    path: `/blog/category/${category.slug}`,
    title: await headingFor(category.title),
    description: category.description,
    ogImage: ogImagePath.category(category.slug),
  })
}

export default async function CategoryPage({ params }: Props) {
  const category = await getCategory((await params).slug)
  if (!category) notFound()
  const settings = await getBlogSettings()
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>{await headingFor(category.title)}</h1>
        <p>{category.description}</p>
      </header>
      <PostCardGrid posts={category.posts} readMoreLabel={settings.readMoreLabel} priorityCount={2} />
    </div>
  )
}
