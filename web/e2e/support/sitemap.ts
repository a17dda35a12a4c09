import type { APIRequestContext } from '@playwright/test'

/** Every path listed in /sitemap.xml, so the quality checks follow the site as it grows. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/sitemap.xml')
  if (!response.ok()) throw new Error(`/sitemap.xml answered ${response.status()}`)
  const xml = await response.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!.trim()).pathname)
}
