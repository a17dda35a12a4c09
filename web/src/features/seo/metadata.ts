import 'server-only'
import type { Metadata } from 'next'
import { stegaClean } from '@sanity/client/stega'
import type { ImageData } from '@/sanity/types'
import { getLayout } from '@/sanity/content'
import { absoluteUrl } from './site-url'

/** A document's "Search and sharing" fields (the `seo` object of pages and posts). */
export type SeoFields = {
  title?: string | null
  description?: string | null
  noIndex?: boolean | null
  image?: ImageData | null
} | null

export type MetadataInput = {
  /** The page's own address, such as "/pricing" or "/blog/spring-lawn-care-jacksonville". */
  path: string
  /** The page name. The site's title suffix is added ("Pricing | Company") unless `seo.title` is set. */
  title: string
  /** The page's own summary; `seo.description` wins, the site's default description is the fallback. */
  description?: string | null
  /** The document's SEO object: an editor's title, description, sharing image and noindex override. */
  seo?: SeoFields | undefined
  /** Canonical address when it is not `path` (an unknown town points at /locations/jacksonville). */
  canonicalPath?: string
  /** Keep the page out of search results even if the document allows it. */
  noIndex?: boolean
  /** Generated share image: ogImagePath.page(path), .post(slug) or .location(slug). */
  ogImage: string
  /** "article" for blog posts, with their dates and category. */
  article?: { publishedTime: string; modifiedTime?: string | null; section?: string | null }
}

const MAX_DESCRIPTION = 160

/** Collapses whitespace and cuts long text at a word, as search engines would show it. */
export function toDescription(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= MAX_DESCRIPTION) return flat
  const cut = flat.slice(0, MAX_DESCRIPTION - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.\s-]+$/, '')}…`
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
  const suffix = stegaClean(settings.titleSuffix ?? '').trim()
  const title = seo?.title?.trim() || [stegaClean(input.title), suffix].filter(Boolean).join(' ')
  const description = toDescription(stegaClean(seo?.description || input.description || settings.defaultDescription))
  const canonical = absoluteUrl(input.canonicalPath ?? input.path)
  const chosen = editorImage(seo?.image)
  const image = chosen ?? { url: absoluteUrl(input.ogImage), alt: title }
  const noIndex = Boolean(input.noIndex || seo?.noIndex)
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
