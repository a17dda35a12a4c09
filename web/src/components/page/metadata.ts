import type { Metadata } from 'next'
import { stegaClean } from '@site/sanity'
import type { PageData } from '@/sanity/types'

/** Title, description and canonical address of a content page; editors override them in the SEO tab. */
export function pageMetadata(data: PageData): Metadata {
  // Search engines and link previews must never see draft-mode edit markers.
  const page = stegaClean(data)
  const title = page.seo?.title ?? page.title
  const description = page.seo?.description ?? page.hero.text ?? undefined
  return {
    title: page.path === '/' || page.seo?.title ? { absolute: title } : title,
    ...(description ? { description } : {}),
    alternates: { canonical: page.path },
    ...(page.seo?.noIndex ? { robots: { index: false, follow: true } } : {}),
  }
}
