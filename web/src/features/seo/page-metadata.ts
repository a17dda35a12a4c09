import type { Metadata } from 'next'
import type { PageData } from '@/sanity/types'
import { seoInput } from '@site/sanity'
import { buildMetadata } from './metadata'

/** Metadata of a content page; editors override title and description in its "Search and sharing" tab. */
export function pageMetadata(page: PageData): Promise<Metadata> {
  // Which fields feed the title and description: shared with the Studio's search preview.
  return buildMetadata({ ...seoInput.page(page), seo: page.seo })
}
