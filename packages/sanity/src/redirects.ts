// Pure redirect rules shared by the Studio validation (which refuses chains and loops) and the web
// proxy (which answers them). No Next or Sanity imports, so both sides and the tests run the same code.

/** "/Lawn-Treatment/" and "/lawn-treatment" are the same old address. */
export function normalizeRedirectPath(path: string): string {
  const lower = path.trim().toLowerCase()
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower
}

/** The path part of a destination such as "/faq?x=1#top", normalized for comparison with sources. */
export function destinationPath(destination: string): string {
  return normalizeRedirectPath(destination.split(/[?#]/)[0] ?? destination)
}

export type RedirectRule = { source: string; destination: string; permanent: boolean | null }

/** Normalized source -> rule. The first rule wins when two sources normalize alike (Studio refuses that). */
export type RedirectTable = ReadonlyMap<string, { destination: string; permanent: boolean }>

/** A path of this site. "//host" or "/\\host" would send visitors to another site, so they never count. */
export const SITE_PATH = /^\/(?![/\\])[^\s]*$/

export function buildRedirectTable(rules: readonly RedirectRule[]): RedirectTable {
  const table = new Map<string, { destination: string; permanent: boolean }>()
  for (const rule of rules) {
    if (!SITE_PATH.test(rule.destination)) continue
    const key = normalizeRedirectPath(rule.source)
    if (!table.has(key)) table.set(key, { destination: rule.destination, permanent: rule.permanent !== false })
  }
  return table
}

/** Appends the visitor's query string to a destination that may carry its own query or #fragment. */
export function withQuery(destination: string, search: string): string {
  const query = search.replace(/^\?/, '')
  if (!query) return destination
  const hashAt = destination.indexOf('#')
  const base = hashAt === -1 ? destination : destination.slice(0, hashAt)
  const hash = hashAt === -1 ? '' : destination.slice(hashAt)
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`
}

export type RedirectAnswer = { location: string; status: 307 | 308 }

/**
 * The one redirect a request gets, or null to serve it as is:
 * 1. an old address (any case, with or without trailing slash) goes straight to its destination;
 * 2. any other path with a trailing slash goes to the same path without it.
 * Both keep the query string, so a legacy URL is always a single hop.
 */
export function resolveRedirect(pathname: string, search: string, table: RedirectTable): RedirectAnswer | null {
  const rule = table.get(normalizeRedirectPath(pathname))
  // A rule that points at the very address requested would loop; Studio refuses it, but documents
  // can also arrive by API import, so the proxy never answers one.
  if (rule && rule.destination.split(/[?#]/)[0] !== pathname)
    return { location: withQuery(rule.destination, search), status: rule.permanent ? 308 : 307 }
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return { location: withQuery(pathname.replace(/\/+$/, '') || '/', search), status: 308 }
  }
  return null
}
