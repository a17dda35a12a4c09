import 'server-only'
import { env } from '@/env'

/** The public address of a path of this site, from SITE_URL: what canonicals, sitemaps and JSON-LD name. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${env.SITE_URL}/`).toString()
}

/** Where each kind of page finds its generated share image (shared with the Studio's preview). */
export { ogImagePath } from '@site/sanity'
