import { getCategories, getLayout, getLocationSlugs, getPagePaths, getPostSlugs, getRedirects } from '@/sanity/content'

// What the proxy (src/proxy.ts) needs from content: the redirect table, whether site settings name a
// Tag Manager container (the pages' Content-Security-Policy then allows Google's origins), and the
// addresses documents stand behind (any other address of a dynamic route is answered without a cache
// entry of its own; features/routing/known-addresses.ts).
// Statically generated at build and kept in Next's cache under the tags of what it reads: the publish
// webhook's revalidateTag("redirect"), ("post") and so on make the next read regenerate it, so an
// edit goes live without a deploy. The proxy cannot read Next's data cache itself, hence this route.
export const dynamic = 'force-static'

export async function GET() {
  const [redirects, { settings }, pages, posts, categories, locations] = await Promise.all([
    getRedirects(),
    getLayout(),
    getPagePaths(),
    getPostSlugs(),
    getCategories(),
    getLocationSlugs(),
  ])
  return Response.json({
    redirects,
    gtmContainerId: settings.gtmContainerId ?? null,
    addresses: {
      pages: pages.map((page) => page.path).filter((path): path is string => Boolean(path)),
      posts: posts.map((post) => post.slug).filter((slug): slug is string => Boolean(slug)),
      categories: categories.map((category) => category.slug).filter((slug): slug is string => Boolean(slug)),
      locations: locations.map((location) => location.slug).filter((slug): slug is string => Boolean(slug)),
    },
  })
}
