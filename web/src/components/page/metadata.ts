import type { Metadata } from 'next'
import type { PageData } from '@/sanity/types'

/** Title, description and canonical address of a content page; editors override them in the SEO tab. */
export function pageMetadata(page: PageData): Metadata {
  const title = page.seo?.title ?? page.title
  const description = page.seo?.description ?? page.hero.text ?? undefined
  return {
    title: page.path === '/' || page.seo?.title ? { absolute: title } : title,
    ...(description ? { description } : {}),
    alternates: { canonical: page.path },
    ...(page.seo?.noIndex ? { robots: { index: false, follow: true } } : {}),
  }
}
