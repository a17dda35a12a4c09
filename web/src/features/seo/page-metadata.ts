import type { Metadata } from 'next'
import type { PageData } from '@/sanity/types'
import { buildMetadata } from './metadata'
import { ogImagePath } from './site-url'

/** Metadata of a content page; editors override title and description in its "Search and sharing" tab. */
export function pageMetadata(page: PageData): Promise<Metadata> {
  return buildMetadata({
    path: page.path,
    title: page.title,
    description: page.hero.text,
    seo: page.seo,
    ogImage: ogImagePath.page(page.path),
  })
}
