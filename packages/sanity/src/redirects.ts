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

const PLACEHOLDER_ORIGIN = 'https://placeholder.invalid'
// What a browser would read as the start of another site's address, once it has dropped tabs and
// line breaks and read backslashes as slashes.
const FOREIGN_START = /^\/[\\/]/

/**
 * Whether a redirect destination stays on this site. It is resolved as a browser resolves it, against
 * a placeholder origin: refused when the origin changes ("/\\evil.example") or when the resolved path
 * starts with "//" ("/.//evil.example", "/x/..//evil.example", "/%2e%2e//evil.example"), which a
 * Location header would send to another host. Spellings no path of the site needs are refused as
 * sent: whitespace, control characters and backslashes, and a path that decodes to "//".
 */
export function isSiteDestination(destination: string): boolean {
  if (!destination.startsWith('/') || /[\s\\]/.test(destination) || FOREIGN_START.test(destination) || hasControl(destination)) return false
  let resolved: URL
  try {
    resolved = new URL(destination, PLACEHOLDER_ORIGIN)
  } catch {
    return false
  }
  if (resolved.origin !== PLACEHOLDER_ORIGIN || resolved.pathname.startsWith('//')) return false
  try {
    return !FOREIGN_START.test(decodeURIComponent(resolved.pathname))
  } catch {
    return false
  }
}

const hasControl = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)

export function buildRedirectTable(rules: readonly RedirectRule[]): RedirectTable {
  const table = new Map<string, { destination: string; permanent: boolean }>()
  for (const rule of rules) {
    if (!isSiteDestination(rule.destination)) continue
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
