import { factsFrom } from './facts.ts'
import {
  blogSettingsQuery,
  categoriesQuery,
  categoryQuery,
  layoutQuery,
  leadMailQuery,
  locationQuery,
  locationSectionTypesQuery,
  locationSettingsQuery,
  locationSlugsQuery,
  notFoundQuery,
  pagePathsQuery,
  pageQuery,
  pageSectionTypesQuery,
  pageTitleQuery,
  postCardsPageQuery,
  postCountsQuery,
  postFactBoxCountQuery,
  postQuery,
  postSlugsQuery,
  quizQuery,
  sitemapQuery,
  visitSchedulingQuery,
} from './queries.ts'
import { laterPageNumbers, pageSlice } from './listing-pages.ts'
import type { ContentSource, QueryParams, QueryResult } from './source.ts'
import { stegaClean } from './stega.ts'
import { FACT_BOX_TAGS, LAYOUT_TAGS, LOCATION_TAGS, PAGE_TAGS, POST_TAGS, docTag, sectionTags } from './tags.ts'
import { resolveTokens, type TokenFacts } from './tokens.ts'

/** What a list of article cards depends on; the page size makes blogSettings one of them. */
const POST_CARD_TAGS = ['post', 'category', 'sanity.imageAsset', 'blogSettings']

/**
 * Runs one query. `tags` name the document types (and "type:slug" documents) the result depends on,
 * so a caching reader (the site's, over Next's data cache) can expire exactly the reads a publish touches.
 */
export type ReadQuery = <Q extends string>(query: Q, params: QueryParams, tags: readonly string[]) => Promise<QueryResult<Q>>

/** Wraps a getter so repeated calls with the same arguments share one result (React's `cache` in the site). */
export type Memo = <A extends unknown[], R>(getter: (...args: A) => R) => (...args: A) => R

function memoByArguments<A extends unknown[], R>(getter: (...args: A) => R): (...args: A) => R {
  const results = new Map<string, { value: R }>()
  return (...args) => {
    const key = JSON.stringify(args)
    let entry = results.get(key)
    if (!entry) {
      entry = { value: getter(...args) }
      results.set(key, entry)
    }
    return entry.value
  }
}

/** A reader straight over a source, without cache tags (tests, browser specs, scripts). */
export const readFrom =
  (source: ContentSource): ReadQuery =>
  (query, params) =>
    source.fetch(query, params)

/**
 * The site's content reads: each getter runs its query and fills placeholders such as {phone} or
 * {price:lawn-program} from the current site settings and plans, so components never see a placeholder.
 * Pure over `read`: the site passes its cached, tagged fetch; tests pass a source over a dataset.
 */
export function createContentReader(read: ReadQuery, memo: Memo = memoByArguments) {
  const getLayout = memo(async () => {
    const layout = await read(layoutQuery, {}, LAYOUT_TAGS)
    const { settings, navigation, pricing } = layout
    if (!settings || !navigation || !pricing) {
      throw new Error('Site settings, menus or pricing rules are missing from the content dataset.')
    }
    // Facts are filled into other documents' text, so they carry no edit markers of their own (draft mode).
    const facts = factsFrom(stegaClean(settings), stegaClean(layout.plans), stegaClean(pricing))
    return { ...resolveTokens({ ...layout, settings, navigation, pricing }, facts), facts }
  })

  /** `value` with its placeholders filled from the current facts (plus a town or category name). */
  async function resolved<T>(value: T, extra?: Partial<TokenFacts>): Promise<T> {
    const { facts } = await getLayout()
    return resolveTokens(value, { ...facts, ...extra })
  }

  const getBlogSettings = memo(async () => {
    const settings = await resolved(await read(blogSettingsQuery, {}, ['blogSettings']))
    if (!settings) throw new Error('Article page wording (blogSettings) is missing from the content dataset.')
    return settings
  })

  return {
    getLayout,
    resolved,
    /**
     * A page, in two reads: its section types, then the page tagged with what those sections
     * dereference, since a cache entry's tags are fixed before its read. The page's placeholders come
     * from the layout read, whose own tags expire the rendered page when a fact changes.
     */
    getPage: memo(async (path: string) => {
      const page = ['page', docTag('page', path)]
      const sections = await read(pageSectionTypesQuery, { path }, page)
      return resolved(await read(pageQuery, { path }, [...page, ...PAGE_TAGS, ...sectionTags(sections)]))
    }),
    /** A page's title for a breadcrumb elsewhere; reading the whole page would tie the breadcrumb to its sections' tags. */
    getPageTitle: memo(async (path: string) => resolved(await read(pageTitleQuery, { path }, ['page', docTag('page', path)]))),
    getPagePaths: () => read(pagePathsQuery, {}, ['page']),
    /** Page `page` of the blog's cards and the number of articles; the page size is a blog setting. */
    getPostCardPage: memo(async (page: number) => {
      const { postsPerPage } = await getBlogSettings()
      return resolved(await read(postCardsPageQuery, pageSlice(page, postsPerPage), POST_CARD_TAGS))
    }),
    /** The numbers of the blog's and each category's pages after the first, for static parameters and the sitemap. */
    getListingPages: memo(async () => {
      const [{ postsPerPage }, counts] = await Promise.all([getBlogSettings(), read(postCountsQuery, {}, ['post', 'category'])])
      return {
        blog: laterPageNumbers(counts.total, postsPerPage),
        categories: counts.categories.map((category) => ({ slug: category.slug, pages: laterPageNumbers(category.total, postsPerPage) })),
      }
    }),
    /** An article, in two reads like a page: whether it shows fact boxes, then the article with their tag if so. */
    getPost: memo(async (slug: string) => {
      const post = ['post', docTag('post', slug)]
      const factBoxes = await read(postFactBoxCountQuery, { slug }, post)
      return resolved(await read(postQuery, { slug }, [...post, ...POST_TAGS, ...(factBoxes ? FACT_BOX_TAGS : [])]))
    }),
    getPostSlugs: () => read(postSlugsQuery, {}, ['post']),
    getCategories: memo(async () => read(categoriesQuery, {}, ['category'])),
    getLocation: memo(async (slug: string) => {
      const town = ['location', docTag('location', slug)]
      const sections = await read(locationSectionTypesQuery, { slug }, town)
      const location = await read(locationQuery, { slug }, [...town, ...LOCATION_TAGS, ...sectionTags(sections)])
      return location ? resolved(location, { town: stegaClean(location.name) }) : null
    }),
    getLocationSettings: memo(async (town: string) => resolved(await read(locationSettingsQuery, {}, ['locationSettings']), { town })),
    getLocationSlugs: () => read(locationSlugsQuery, {}, ['location']),
    getQuiz: memo(async () => resolved(await read(quizQuery, {}, ['quiz']))),
    getBlogSettings,
    /** A category with page `page` of its cards and its number of articles. */
    getCategory: memo(async (slug: string, page: number = 1) => {
      const { postsPerPage } = await getBlogSettings()
      const params = { slug, ...pageSlice(page, postsPerPage) }
      return resolved(await read(categoryQuery, params, [...POST_CARD_TAGS, docTag('category', slug)]))
    }),
    getNotFound: memo(async () => resolved(await read(notFoundQuery, {}, ['notFound', 'sanity.imageAsset']))),
    /** The visit windows' calendar and the picker's words; null until the document exists. */
    getVisitScheduling: memo(async () => resolved(await read(visitSchedulingQuery, {}, ['visitScheduling']))),
    /** Who hears of each request and the e-mails' wording; the request's own placeholders stay for the e-mail to fill. */
    getLeadMail: memo(async () => resolved(await read(leadMailQuery, {}, ['siteSettings', 'plan', 'pricingRules']))),
    getSitemapEntries: () => read(sitemapQuery, {}, ['page', 'location', 'post', 'category', 'redirect']),
  }
}

export type ContentReader = ReturnType<typeof createContentReader>
export type Layout = Awaited<ReturnType<ContentReader['getLayout']>>
