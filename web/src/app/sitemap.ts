import type { MetadataRoute } from 'next'
import { normalizeRedirectPath } from '@site/sanity/redirects'
import { listingPagePath } from '@site/sanity'
import { getListingPages, getSitemapEntries } from '@/sanity/content'
import { absoluteUrl } from '@/features/seo/site-url'

// Every public address, from the content: page documents, the towns, the blog and its categories
// (each of their pages), and each article (its date as lastmod). Aliases and old addresses are
// redirect documents, never listed; a page whose address a redirect took over is left out too, since
// visitors can no longer reach it.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [{ pages, locations, posts, categories, redirectSources }, listingPages] = await Promise.all([
    getSitemapEntries(),
    getListingPages(),
  ])
  const laterPages = (base: string, numbers: number[]) => numbers.map((page) => ({ path: listingPagePath(base, page) }))
  const redirected = new Set(redirectSources.map(normalizeRedirectPath))
  const entries: { path: string; lastModified?: string | undefined }[] = [
    ...pages.map((page) => ({ path: page.path, lastModified: page._updatedAt || undefined })),
    { path: '/blog', lastModified: posts[0]?.date },
    ...laterPages('/blog', listingPages.blog),
    ...locations.map((location) => ({ path: `/locations/${location.slug}`, lastModified: location._updatedAt || undefined })),
    ...categories.map((category) => ({ path: `/blog/category/${category.slug}`, lastModified: category.date ?? undefined })),
    ...listingPages.categories.flatMap(({ slug, pages }) => laterPages(`/blog/category/${slug}`, pages)),
    ...posts.map((post) => ({ path: `/blog/${post.slug}`, lastModified: post.date })),
  ]
  const seen = new Set<string>()
  return entries
    .filter((entry) => !redirected.has(normalizeRedirectPath(entry.path)) && !seen.has(entry.path) && Boolean(seen.add(entry.path)))
    .map((entry) => ({ url: absoluteUrl(entry.path), ...(entry.lastModified ? { lastModified: entry.lastModified } : {}) }))
}
