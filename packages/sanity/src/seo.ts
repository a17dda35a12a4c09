// How a page presents itself to search engines and when shared: its title (with the site's suffix),
// description (the editor's, else the page's own summary, else the site default, cut as a search result
// would cut it), canonical path and generated share image. The site's metadata (web/src/features/seo)
// and the Studio's "Search & sharing" view both call this, so what staff preview is what the site says.
// Pure: no Next, no fetching; the caller passes stega-cleaned values.

/** About what search engines show before cutting: titles ~60 characters, descriptions ~160. */
export const SEO_LIMITS = { title: 60, description: 160 } as const

/** The document's "Search and sharing" overrides (the `seo` object of pages and posts). */
export type SeoOverrides = { title?: string | null; description?: string | null; noIndex?: boolean | null } | null | undefined

/** The site settings the computation reads. */
export type SeoSettings = { titleSuffix?: string | null; defaultDescription?: string | null }

export type SeoInput = {
  /** The page's own address, such as "/pricing" or "/blog/spring-lawn-care-jacksonville". */
  path: string
  /** The page name. The site's title suffix is added ("Pricing | Company") unless `seo.title` is set. */
  title: string
  /** The page's own summary; `seo.description` wins, the site's default description is the fallback. */
  description?: string | null | undefined
  seo?: SeoOverrides
  /** Canonical address when it is not `path` (an unknown town points at /locations/jacksonville). */
  canonicalPath?: string
  /** Keep the page out of search results even if the document allows it. */
  noIndex?: boolean
  /** Generated share image: ogImagePath.page(path), .post(slug), .location(slug) or .category(slug). */
  ogImage: string
  /** Page 2 and on of the blog or a category: the title says which page it is. */
  listingPage?: number
}

export type SeoAppearance = {
  title: string
  description: string
  /** Where the description came from, for the Studio's explanation. */
  descriptionSource: 'seo' | 'page' | 'site default'
  /** The description before it was cut, to tell staff how long it is. */
  fullDescription: string
  canonicalPath: string
  noIndex: boolean
  ogImage: string
}

/** Where each kind of page finds its generated share image (web/src/app/og/[...key]/route.tsx draws them). */
export const ogImagePath = {
  page: (path: string) => (path === '/' ? '/og/page' : `/og/page${path}`),
  post: (slug: string) => `/og/post/${slug}`,
  location: (slug: string) => `/og/location/${slug}`,
  category: (slug: string) => `/og/category/${slug}`,
}

import { pageTitle } from './listing-pages.ts'

const flatten = (text: string) => text.replace(/\s+/g, ' ').trim()

/** Collapses whitespace and cuts long text at a word, as search engines would show it. */
export function toDescription(text: string): string {
  const flat = flatten(text)
  if (flat.length <= SEO_LIMITS.description) return flat
  const cut = flat.slice(0, SEO_LIMITS.description - 1)
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.\s-]+$/, '')}…`
}

export function seoAppearance(input: SeoInput, settings: SeoSettings): SeoAppearance {
  const seo = input.seo ?? null
  const suffix = (settings.titleSuffix ?? '').trim()
  const title = pageTitle(seo?.title?.trim() || [input.title, suffix].filter(Boolean).join(' '), input.listingPage ?? 1)
  const seoDescription = seo?.description?.trim()
  const pageDescription = input.description?.trim()
  const [descriptionSource, text]: [SeoAppearance['descriptionSource'], string] = seoDescription
    ? ['seo', seoDescription]
    : pageDescription
      ? ['page', pageDescription]
      : ['site default', settings.defaultDescription ?? '']
  return {
    title,
    description: toDescription(text),
    descriptionSource,
    fullDescription: flatten(text),
    canonicalPath: input.canonicalPath ?? input.path,
    noIndex: Boolean(input.noIndex || seo?.noIndex),
    ogImage: input.ogImage,
  }
}

/** What staff should fix before publishing: titles and descriptions that search results would cut. */
export function seoWarnings(appearance: SeoAppearance): string[] {
  const warnings: string[] = []
  if (appearance.title.length > SEO_LIMITS.title)
    warnings.push(
      `The title has ${appearance.title.length} characters; search results show about ${SEO_LIMITS.title}. Shorten it or set a shorter search title.`,
    )
  if (appearance.fullDescription.length > SEO_LIMITS.description)
    warnings.push(
      `The description has ${appearance.fullDescription.length} characters; search results show about ${SEO_LIMITS.description}, so it is cut as shown.`,
    )
  if (!appearance.fullDescription) warnings.push('There is no description: write one in "Search and sharing".')
  if (appearance.noIndex) warnings.push('This page is kept out of search results ("Hide from search engines" is on).')
  return warnings
}

/**
 * The inputs of each kind of document, the same for the site (its query results) and the Studio (the
 * document being edited): only these fields, so both pass what they have.
 */
export const seoInput = {
  page: (page: { path: string; title: string; hero?: { text?: string | null } | null; seo?: SeoOverrides }): SeoInput => ({
    path: page.path,
    title: page.title,
    description: page.hero?.text ?? null,
    seo: page.seo,
    ogImage: ogImagePath.page(page.path),
  }),
  post: (post: { slug: string; title: string; excerpt?: string | null; seo?: SeoOverrides }): SeoInput => ({
    path: `/blog/${post.slug}`,
    title: post.title,
    description: post.excerpt ?? null,
    seo: post.seo,
    ogImage: ogImagePath.post(post.slug),
  }),
  location: (location: { slug: string; title: string; description?: string | null }): SeoInput => ({
    path: `/locations/${location.slug}`,
    title: location.title,
    description: location.description ?? null,
    ogImage: ogImagePath.location(location.slug),
  }),
}
