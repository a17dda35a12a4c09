import 'server-only'
import { cache } from 'react'
import { createContentReader } from '@site/sanity'
import { cachedFetch } from './fetch'
import { showLiveOffers } from './offers'

// The only module pages call for content: @site/sanity's reader (queries plus placeholder filling)
// over Next's tagged data cache, each getter deduplicated per request by React's cache.
const reader = createContentReader(cachedFetch, cache)

export type { Layout } from '@site/sanity'

export const {
  getLayout,
  getPagePaths,
  getPageTitle,
  getPostCardPage,
  getListingPages,
  getPost,
  getPostSlugs,
  getCategories,
  getLocationSettings,
  getLocationSlugs,
  getQuiz,
  getBlogSettings,
  getCategory,
  getNotFound,
  getSitemapEntries,
  getVisitScheduling,
} = reader

// Offers show only inside their dates; the page that shows them is cached no longer than the next
// start or end (see ./offers), so these two getters filter after the cached read.
export const getPage = cache(async (path: string) => showLiveOffers(await reader.getPage(path)))
export const getLocation = cache(async (slug: string) => showLiveOffers(await reader.getLocation(slug)))
