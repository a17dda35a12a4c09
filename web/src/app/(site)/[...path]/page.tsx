import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getPage, getPagePaths } from '@/sanity/content'
import { PageView } from '@/components/page/page-view'
import { pageMetadata } from '@/features/seo/page-metadata'

type Props = { params: Promise<{ path: string[] }> }

/** Paths served by their own route files, not by this catch-all. */
const OWN_ROUTES = new Set(['/', '/blog'])

export async function generateStaticParams() {
  const pages = await getPagePaths()
  return pages.filter((page) => !OWN_ROUTES.has(page.path)).map((page) => ({ path: page.path.slice(1).split('/') }))
}

// Next hands the segments over decoded; decoding again would turn "x%" (from "/x%25") into an error.
const toPath = (segments: string[]) => `/${segments.join('/')}`

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const page = await getPage(toPath((await params).path))
  return page ? pageMetadata(page) : {}
}

export default async function ContentPage({ params }: Props) {
  const path = toPath((await params).path)
  const page = OWN_ROUTES.has(path) ? null : await getPage(path)
  if (!page) notFound()
  return <PageView page={page} />
}
