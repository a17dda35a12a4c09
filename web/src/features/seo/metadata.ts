import 'server-only'
import type { Metadata } from 'next'
import { stegaClean } from '@sanity/client/stega'
import type { ImageData } from '@/sanity/types'
import { getLayout } from '@/sanity/content'
import { seoAppearance, type SeoInput, type SeoOverrides } from '@site/sanity'
import { absoluteUrl } from './site-url'

/** A document's "Search and sharing" fields (the `seo` object of pages and posts). */
export type SeoFields = (SeoOverrides & { image?: ImageData | null }) | null

export type MetadataInput = SeoInput & {
  /** The document's SEO object: an editor's title, description, sharing image and noindex override. */
  seo?: SeoFields | undefined
  /** "article" for blog posts, with their dates and category. */
  article?: { publishedTime: string; modifiedTime?: string | null; section?: string | null }
}

/** A sharing image an editor chose: only a raster image from Sanity's CDN, cropped to 1200x630. */
function editorImage(image: ImageData | null | undefined): { url: string; alt: string } | null {
  const url = image?.asset?.url
  if (!url || !url.startsWith('https://cdn.sanity.io/')) return null
  return { url: `${url}?w=1200&h=630&fit=crop&auto=format`, alt: image.alt }
}

/**
 * Title, description, absolute canonical, robots, Open Graph and Twitter tags for one page. Every
 * route's generateMetadata returns this, so all pages describe themselves the same way. Values are
 * stega-cleaned: when Visual Editing encodes content, the invisible markers must not reach crawlers.
 */
export async function buildMetadata(input: MetadataInput): Promise<Metadata> {
  const { settings } = await getLayout()
  const seo = stegaClean(input.seo ?? null)
  // Title, description, canonical path and share image: the same computation as the Studio's preview.
  const { title, description, canonicalPath, noIndex, ogImage } = seoAppearance(stegaClean({ ...input, seo }), stegaClean(settings))
  const canonical = absoluteUrl(canonicalPath)
  const chosen = editorImage(seo?.image)
  const image = chosen ?? { url: absoluteUrl(ogImage), alt: title }
  return {
    title: { absolute: title },
    description,
    alternates: { canonical },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: stegaClean(settings.companyName),
      locale: 'en_US',
      images: [{ url: image.url, width: 1200, height: 630, alt: image.alt }],
      ...(input.article
        ? {
            type: 'article',
            publishedTime: input.article.publishedTime,
            ...(input.article.modifiedTime ? { modifiedTime: input.article.modifiedTime } : {}),
            ...(input.article.section ? { section: stegaClean(input.article.section) } : {}),
          }
        : { type: 'website' }),
    },
    twitter: { card: 'summary_large_image', title, description, images: [{ url: image.url, alt: image.alt }] },
  }
}
