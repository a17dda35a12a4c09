// Which addresses a document stands behind. Next keeps every page it renders for a dynamic route in
// its cache (disk, memory or Redis), the "not found" answers included, so a stranger looping over
// made-up slugs would grow that cache without end. The proxy therefore lets a dynamic-route request
// through only when its address is one of these; any other is answered by one fixed address per
// route (rewritten, so the visitor's address bar keeps what they typed), which Next caches once.
// Next's own means (not storing those answers in the cache handler) still keep an entry per address
// in Next's memory, and render each one (docs/decisions.md, "Made-up addresses").

/** The addresses of the app's routes that take no parameter (checked against app/ by a test). */
export const STATIC_ROUTES: ReadonlySet<string> = new Set([
  '/',
  '/blog',
  '/pricing/estimate',
  '/service-area',
  '/thank-you',
  '/thank-you/newsletter',
  '/thank-you/opt-out',
  '/visits/office',
  '/visits/manage',
  '/sitemap.xml',
  '/robots.txt',
  '/icon.svg',
])

/** What an unknown address is rewritten to, with status 404: the designed 404 page, rendered once (app/(site)/%5Fmissing). */
export const MISSING_PAGE = '/_missing'
export const MISSING_SHARE_IMAGE = '/og/_missing'
/** The fallback town page (an unknown town shows Jacksonville's content, noindex), rendered once. */
export const OTHER_TOWN_SLUG = '_other-town'

/** The documents behind the dynamic routes, as the proxy reads them (proxy-config.ts). */
export type DocumentAddresses = {
  pages: readonly string[]
  posts: readonly string[]
  categories: readonly string[]
  locations: readonly string[]
}

export type KnownAddresses = { has: (path: string) => boolean; shareImage: (path: string) => boolean }

/** Every page address documents stand behind, spelled as the site links them. */
export function knownAddresses({ pages, posts, categories, locations }: DocumentAddresses): KnownAddresses {
  const paths = new Set<string>([
    ...pages,
    ...posts.map((slug) => `/blog/${slug}`),
    ...categories.map((slug) => `/blog/category/${slug}`),
    ...locations.map((slug) => `/locations/${slug}`),
  ])
  // Share images: /og/page<path>, /og/post/<slug>, /og/location/<slug>, /og/category/<slug>.
  const images = new Set<string>([
    ...pages.map((path) => (path === '/' ? '/og/page' : `/og/page${path}`)),
    ...posts.map((slug) => `/og/post/${slug}`),
    ...locations.map((slug) => `/og/location/${slug}`),
    ...categories.map((slug) => `/og/category/${slug}`),
  ])
  return { has: (path) => paths.has(path), shareImage: (path) => images.has(path) }
}

export type AddressVerdict = { kind: 'serve' } | { kind: 'rewrite'; to: string }

const SERVE: AddressVerdict = { kind: 'serve' }

/** A path whose percent-encoding does not decode: no route can read it. */
function isMalformed(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/**
 * A later page of the blog or of a known category (/blog/page/2, /blog/category/<slug>/page/2). Those
 * routes list every page number they have at build (dynamicParams = false), so Next would answer any
 * other number 404 before its cache is consulted; the build's list (`unbuilt` in judgeAddress) sends
 * such a number to the 404 page the server draws.
 */
function isListingPage(pathname: string, known: KnownAddresses): boolean {
  const match = /^(\/blog(?:\/category\/[^/]+)?)\/page\/\d{1,4}$/.exec(pathname)
  return Boolean(match?.[1] && (match[1] === '/blog' || known.has(match[1])))
}

/**
 * What the proxy does with a request for `pathname` (as sent, still percent-encoded: another spelling
 * of a known address is another cache key, so only the site's own spelling is served). `known` is
 * null while the proxy has no list yet; every request is then served as before. `unbuilt` says
 * whether the build left out an address of a route that has only the pages it was built with
 * (serving/build-manifests.ts).
 */
export function judgeAddress(
  pathname: string,
  known: KnownAddresses | null,
  unbuilt: (pathname: string) => boolean = () => false,
): AddressVerdict {
  if (isMalformed(pathname)) return { kind: 'rewrite', to: MISSING_PAGE }
  if (!known || STATIC_ROUTES.has(pathname) || known.has(pathname)) return SERVE
  if (pathname === '/og' || pathname.startsWith('/og/')) {
    return known.shareImage(pathname) ? SERVE : { kind: 'rewrite', to: MISSING_SHARE_IMAGE }
  }
  if (isListingPage(pathname, known)) return unbuilt(pathname) ? { kind: 'rewrite', to: MISSING_PAGE } : SERVE
  if (/^\/locations\/[^/]+$/.test(pathname)) return { kind: 'rewrite', to: `/locations/${OTHER_TOWN_SLUG}` }
  return { kind: 'rewrite', to: MISSING_PAGE }
}
