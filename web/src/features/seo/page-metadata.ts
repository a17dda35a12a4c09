import type { Metadata } from 'next'
import type { PageData } from '@/sanity/types'
import { listingPagePath, seoInput } from '@site/sanity'
import { buildMetadata } from './metadata'

/**
 * Metadata of a content page; editors override title and description in its "Search and sharing" tab.
 * `listingPage` 2 and on (the blog's later pages) has its own address as canonical and says its number in the title.
 */
export function pageMetadata(page: PageData, listingPage = 1): Promise<Metadata> {
  // Which fields feed the title and description: shared with the Studio's search preview.
  const input = seoInput.page(page)
  return buildMetadata({ ...input, seo: page.seo, path: listingPagePath(input.path, listingPage), listingPage })
}
