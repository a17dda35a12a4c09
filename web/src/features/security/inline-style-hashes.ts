import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  readBuildJson,
  unbuiltAddressCheck,
  type AppPathRoutesManifest,
  type PrerenderManifest,
  type RoutesManifest,
} from '@/features/routing/build-manifests'
import { routeElementsFromManifests } from './request-rendered-styles'
import { styleHashSource } from './style-hash'

// The pages carry their CSS inline, so the first paint needs the document alone. The page policy
// still refuses every inline <style> element it does not know; the CSS is fixed per build, so each
// element's text is hashed once and listed in style-src-elem. A page needs three kinds:
// - its document's own: React writes a route's stylesheets (next.config.ts `experimental.inlineCss`)
//   as one <style> element in the server's HTML, and each component sheet the page draws as one more;
// - those a client-side navigation from it may add: React then writes one <style> element per
//   stylesheet the next page needs and the document lacks, with the stylesheet file's text;
// - every component sheet (styles/sheets.ts), which the next page may draw: each is a <style> element
//   of fixed text, the same on every page that draws it (styles/sheet.tsx), hashed as it was compiled.
// So a page's list is its route's own elements, every other route's stylesheets that its own element
// does not already hold, and the sheets, which keeps the policy (a response header, sent before the
// first byte of the page) small (docs/security.md has the counts). An address that matches no built
// route (whose 404 Next leaves React to draw in the browser, one element per stylesheet; the proxy
// sends the ones it knows to the 404 page's own route) gets every hash. A regenerated page keeps its
// route's CSS and draws only sheets of the build; changed CSS means a new build, and a new build a
// restart. A route handler's answer (a sharing image, the sitemap) is no document and gets none: its
// policy stays small, as every response's headers must fit a proxy's header buffer (nginx's default,
// proxy_buffer_size, is one 4 KB page; docs/production.md).

const STYLE_ELEMENT = /<style\b([^>]*)>([\s\S]*?)<\/style>/g

/** The distinct hash sources of the <style> elements in one HTML document, in document order. */
export function styleHashesOf(html: string): string[] {
  return [...new Set([...html.matchAll(STYLE_ELEMENT)].map((match) => styleHashSource(match[2] ?? '')))]
}

/**
 * The stylesheets (`/_next/static/chunks/….css`) a document's <style> elements hold, from their
 * data-href; a component sheet's data-href is its name, not a file.
 */
function stylesheetsOf(html: string): string[] {
  const hrefs = [...html.matchAll(STYLE_ELEMENT)].flatMap((match) => /data-href="([^"]*)"/.exec(match[1] ?? '')?.[1]?.split(' ') ?? [])
  return hrefs.filter((href) => href.startsWith('/'))
}

export type StyleHashIndex = {
  /** The hash sources a page at this address needs (every one when its route is not known). */
  forPath: (pathname: string) => string[]
  /** Every hash source of the build, sorted: the list an unknown address gets. */
  all: string[]
}

type RouteStyles = { own: Set<string>; stylesheets: Set<string> }

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch {
    return null
  }
}

/**
 * Reads the build (`.next`): each prerendered page's HTML (its route from Next's prerender manifest),
 * the element of each route rendered per request (request-rendered-styles.ts), the stylesheet files,
 * and Next's dynamic routes (routes-manifest.json) to place an address that was
 * not prerendered (a page published after the build) in its route; `sheetHashes` are the component
 * sheets' (styles/sheets.ts). With no build (`next dev`, where the policy allows inline styles anyway)
 * every list holds the sheets alone. The two manifests are Next's build output, not an API: should a
 * Next upgrade change them, every page falls back to every hash (safe, only larger), and the browser
 * test of per-route lists (e2e/first-paint.spec.ts) fails.
 */
export function buildStyleHashIndex(distDir: string, sheetHashes: readonly string[]): StyleHashIndex {
  const stylesheetHash = new Map<string, string>()
  let files: string[] = []
  try {
    files = readdirSync(join(distDir, 'static', 'chunks')).filter((name) => name.endsWith('.css'))
  } catch {
    // A standalone server may run without .next/static beside it (a CDN serves it): the pages' own
    // elements are still listed.
  }
  for (const name of files) {
    stylesheetHash.set(`/_next/static/chunks/${name}`, styleHashSource(readFileSync(join(distDir, 'static', 'chunks', name), 'utf8')))
  }

  const prerenderManifest = readBuildJson<PrerenderManifest>(distDir, 'prerender-manifest.json')
  const prerendered = prerenderManifest?.routes ?? {}
  const routeOfPage = new Map<string, string>()
  const routes = new Map<string, RouteStyles>()
  for (const [path, info] of Object.entries(prerendered)) {
    if (info.routeType && info.routeType !== 'page') continue
    const html = readText(join(distDir, 'server', 'app', `${path === '/' ? '/index' : path}.html`))
    if (html === null) continue
    // React hoists style elements into the head, so only the head is searched.
    const headEnd = html.indexOf('</head>')
    const head = headEnd === -1 ? html : html.slice(0, headEnd)
    const route = info.srcRoute ?? path
    routeOfPage.set(path, route)
    const styles = routes.get(route) ?? { own: new Set<string>(), stylesheets: new Set<string>() }
    for (const hash of styleHashesOf(head)) styles.own.add(hash)
    for (const href of stylesheetsOf(head)) styles.stylesheets.add(href)
    routes.set(route, styles)
  }
  // A route no page of the build was prerendered for (one Next renders on each request): its element as
  // Next will write it, and its own address, which the catch-all's pattern would otherwise claim.
  for (const { route, text, stylesheets } of routeElementsFromManifests(distDir)) {
    if (routes.has(route)) continue
    routes.set(route, { own: new Set([styleHashSource(text)]), stylesheets: new Set(stylesheets) })
    if (!route.includes('[')) routeOfPage.set(route, route)
  }

  // Every stylesheet some route's document holds: what a navigation from another route may add.
  const reachable = new Set([...routes.values()].flatMap((styles) => [...styles.stylesheets]))
  const byRoute = new Map<string, string[]>()
  for (const [route, styles] of routes) {
    const added = [...reachable].filter((href) => !styles.stylesheets.has(href)).flatMap((href) => stylesheetHash.get(href) ?? [])
    byRoute.set(route, [...new Set([...styles.own, ...added, ...sheetHashes])].sort())
  }
  const all = [
    ...new Set([...[...routes.values()].flatMap((styles) => [...styles.own]), ...stylesheetHash.values(), ...sheetHashes]),
  ].sort()

  // A route that renders only the addresses it was built with answers any other 404, drawn in the
  // browser: such an address keeps the full list.
  const unbuilt = unbuiltAddressCheck(prerenderManifest)
  const dynamicRoutes = (readBuildJson<RoutesManifest>(distDir, 'routes-manifest.json')?.dynamicRoutes ?? []).map((route) => ({
    page: route.page,
    pattern: new RegExp(route.regex),
  }))
  // Next lists dynamic routes most specific first, the catch-all last, and matches them in that order.
  const routeOf = (pathname: string) =>
    routeOfPage.get(pathname) ?? (unbuilt(pathname) ? undefined : dynamicRoutes.find((route) => route.pattern.test(pathname))?.page)

  // Route handlers, from the entries Next builds as `…/route` (the others are pages).
  const handlers = new Set(
    Object.entries(readBuildJson<AppPathRoutesManifest>(distDir, 'app-path-routes-manifest.json') ?? {}).flatMap(([entry, route]) =>
      entry.endsWith('/route') ? [route] : [],
    ),
  )

  return {
    forPath: (pathname) => {
      if (handlers.has(pathname)) return []
      const route = routeOf(pathname)
      if (route && handlers.has(route)) return []
      return (route && byRoute.get(route)) || all
    },
    all,
  }
}
