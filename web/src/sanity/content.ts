import 'server-only'
import { cache } from 'react'
import { createContentReader } from '@site/sanity'
import { cachedFetch } from './fetch'

// The only module pages call for content: @site/sanity's reader (queries plus placeholder filling)
// over Next's tagged data cache, each getter deduplicated per request by React's cache.
const reader = createContentReader(cachedFetch, cache)

export type { Layout } from '@site/sanity'

export const {
  getLayout,
  getPage,
  getPagePaths,
  getPostCards,
  getPost,
  getPostSlugs,
  getCategories,
  getLocation,
  getLocationSettings,
  getLocationSlugs,
  getQuiz,
  getBlogSettings,
  getCategory,
  getRedirects,
  getNotFound,
  getSitemapEntries,
} = reader
