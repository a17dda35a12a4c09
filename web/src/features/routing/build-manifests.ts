import { readFileSync } from 'node:fs'
import { join } from 'node:path'

// Three files of Next's build output (`.next`) that the server reads as it starts. They are not an API:
// should a Next upgrade change them, each reader here falls back to knowing nothing about the build,
// which is safe (every style hash, and the 404s of closed routes drawn by React again), and the
// browser tests that depend on them fail (e2e/first-paint.spec.ts, e2e/not-found.spec.ts).

/** What prerender-manifest.json says of the pages built and the dynamic routes. */
export type PrerenderManifest = {
  routes?: Record<string, { srcRoute?: string | null; routeType?: string }>
  dynamicRoutes?: Record<string, { fallback?: string | false | null; routeRegex?: string }>
}
/** What routes-manifest.json says of the dynamic routes, most specific first. */
export type RoutesManifest = { dynamicRoutes?: { page: string; regex: string }[] }
/** app-path-routes-manifest.json: each app entry (`/og/[...key]/route`, `/(site)/page`) and its route. */
export type AppPathRoutesManifest = Record<string, string>

export function readBuildJson<T>(
  distDir: string,
  name: 'prerender-manifest.json' | 'routes-manifest.json' | 'app-path-routes-manifest.json',
): T | null {
  try {
    return JSON.parse(readFileSync(join(distDir, name), 'utf8'))
  } catch {
    return null
  }
}

/**
 * Whether an address belongs to a closed route (`dynamicParams = false`: the blog's later pages) that
 * the build did not render. Next answers such an address 404 with an empty document whose 404 view only
 * React's scripts draw (vercel/next.js#62228); the proxy sends it to the server-rendered 404 page
 * instead (app/(site)/%5Fmissing).
 */
export function unbuiltAddressCheck(manifest: PrerenderManifest | null): (pathname: string) => boolean {
  const built = new Set(Object.keys(manifest?.routes ?? {}))
  const closed = Object.values(manifest?.dynamicRoutes ?? {}).flatMap((route) =>
    route.fallback === false && route.routeRegex ? [new RegExp(route.routeRegex)] : [],
  )
  return (pathname) => !built.has(pathname) && closed.some((pattern) => pattern.test(pathname))
}
