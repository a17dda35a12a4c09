import { getLayout, getRedirects } from '@/sanity/content'

// What the proxy (src/proxy.ts) needs from content: the redirect table, and whether site settings
// name a Tag Manager container (the pages' Content-Security-Policy then allows Google's origins).
// Statically generated at build and kept in Next's cache under the tags of what it reads: the publish
// webhook's revalidateTag("redirect") or ("siteSettings") makes the next read regenerate it, so an
// edit goes live without a deploy. The proxy cannot read Next's data cache itself, hence this route.
export const dynamic = 'force-static'

export async function GET() {
  const [redirects, { settings }] = await Promise.all([getRedirects(), getLayout()])
  return Response.json({ redirects, gtmContainerId: settings.gtmContainerId ?? null })
}
