import 'server-only'
import { env } from '@/env'

/** The public address of a path of this site, from SITE_URL: what canonicals, sitemaps and JSON-LD name. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${env.SITE_URL}/`).toString()
}

/** Where each kind of page finds its generated share image (app/og/[...key]/route.tsx draws them). */
export const ogImagePath = {
  page: (path: string) => (path === '/' ? '/og/page' : `/og/page${path}`),
  post: (slug: string) => `/og/post/${slug}`,
  location: (slug: string) => `/og/location/${slug}`,
  category: (slug: string) => `/og/category/${slug}`,
}
