import 'server-only'
import { cache } from 'react'
import {
  layoutQuery,
  locationQuery,
  locationSettingsQuery,
  locationSlugsQuery,
  pagePathsQuery,
  pageQuery,
  postCardsQuery,
  postQuery,
  postSlugsQuery,
  categoriesQuery,
  categoryQuery,
  blogSettingsQuery,
  quizQuery,
  redirectsQuery,
  notFoundQuery,
  sitemapQuery,
  resolveTokens,
  stegaClean,
  type TokenFacts,
} from '@site/sanity'
import { cachedFetch } from './fetch'
import { LAYOUT_TAGS, SECTION_TAGS, docTag } from './tags'
import { factsFrom } from './facts'
import { showLiveOffers } from './offers'

// The only module pages call for content. Each getter fetches through the tagged cache, then fills
// placeholders such as {phone} or {price:lawn-program} from the current site settings and plans.

export const getLayout = cache(async () => {
  const layout = await cachedFetch(layoutQuery, {}, LAYOUT_TAGS)
  const { settings, navigation, pricing } = layout
  if (!settings || !navigation || !pricing) {
    throw new Error('Site settings, menus or pricing rules are missing from the content dataset.')
  }
  // Facts are filled into other documents' text, so they carry no edit markers of their own (draft mode).
  const facts = factsFrom(stegaClean(settings), stegaClean(layout.plans), stegaClean(pricing))
  return { ...resolveTokens({ ...layout, settings, navigation, pricing }, facts), facts }
})

export type Layout = Awaited<ReturnType<typeof getLayout>>

async function resolved<T>(value: T, extra?: Partial<TokenFacts>): Promise<T> {
  const { facts } = await getLayout()
  return resolveTokens(value, { ...facts, ...extra })
}

export const getPage = cache(async (path: string) =>
  showLiveOffers(await resolved(await cachedFetch(pageQuery, { path }, ['page', docTag('page', path), ...SECTION_TAGS, ...LAYOUT_TAGS]))),
)

export const getPagePaths = () => cachedFetch(pagePathsQuery, {}, ['page'])

export const getPostCards = cache(async () => resolved(await cachedFetch(postCardsQuery, {}, ['post', 'category', 'sanity.imageAsset'])))

export const getPost = cache(async (slug: string) =>
  resolved(await cachedFetch(postQuery, { slug }, ['post', docTag('post', slug), 'category', 'sanity.imageAsset'])),
)

export const getPostSlugs = () => cachedFetch(postSlugsQuery, {}, ['post'])

export const getCategories = cache(async () => cachedFetch(categoriesQuery, {}, ['category']))

export const getLocation = cache(async (slug: string) => {
  const location = await cachedFetch(locationQuery, { slug }, ['location', docTag('location', slug), 'page', ...SECTION_TAGS])
  return location ? showLiveOffers(await resolved(location, { town: stegaClean(location.name) })) : null
})

export const getLocationSettings = cache(async (town: string) =>
  resolved(await cachedFetch(locationSettingsQuery, {}, ['locationSettings']), { town }),
)

export const getLocationSlugs = () => cachedFetch(locationSlugsQuery, {}, ['location'])

export const getQuiz = cache(async () => resolved(await cachedFetch(quizQuery, {}, ['quiz'])))

export const getBlogSettings = cache(async () => {
  const settings = await resolved(await cachedFetch(blogSettingsQuery, {}, ['blogSettings']))
  if (!settings) throw new Error('Article page wording (blogSettings) is missing from the content dataset.')
  return settings
})

export const getCategory = cache(async (slug: string) =>
  resolved(await cachedFetch(categoryQuery, { slug }, ['category', docTag('category', slug), 'post', 'sanity.imageAsset'])),
)
/** Old addresses and aliases; read by the proxy through /api/redirects, never by a page. */
export const getRedirects = () => cachedFetch(redirectsQuery, {}, ['redirect'])
export const getNotFound = cache(async () => resolved(await cachedFetch(notFoundQuery, {}, ['notFound', 'sanity.imageAsset'])))
export const getSitemapEntries = () => cachedFetch(sitemapQuery, {}, ['page', 'location', 'post', 'category', 'redirect'])
