import { readFileSync } from 'node:fs'
import { join } from 'node:path'

// Next's build output (`.next`) that the proxy reads as it starts: which pages the build rendered, so
// a later page of the blog that the build did not render is sent to the 404 page the server draws. Not
// an API: should a Next upgrade change the manifest, the reader falls back to knowing nothing about the
// build, which is safe (such a 404 drawn by React again), and e2e/not-found.spec.ts (/blog/page/999
// without scripts) fails. Retired by: Next server-rendering a `notFound()` (README "What leans on
// internals").

/** What prerender-manifest.json says of the pages built and the dynamic routes. */
export type PrerenderManifest = {
  routes?: Record<string, { srcRoute?: string | null; routeType?: string }>
  dynamicRoutes?: Record<string, { fallback?: string | false | null; routeRegex?: string }>
}
export function readBuildJson<T>(distDir: string, name: 'prerender-manifest.json'): T | null {
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
