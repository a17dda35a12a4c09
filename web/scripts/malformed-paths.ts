// Next 16 answers 500 to any request whose path does not percent-decode ("/x%", "/blog/%E0%A4%A"),
// on every route type, API routes and its own files included: its router decodes the path before any
// route, or the site's proxy, can look at it. Such an address names no page, so it is answered as one
// the site does not have: the request is handed to Next as the site's fixed missing address, which
// renders the designed 404 page with status 404. Retire this when Next answers these itself with a 4xx.

export { MISSING_PAGE } from '../src/features/routing/known-addresses.ts'

/** Whether the path part of a request target decodes; the query is left to the route that reads it. */
export function isDecodablePath(target: string): boolean {
  const path = target.split('?', 1)[0] ?? ''
  try {
    decodeURIComponent(path)
    return true
  } catch {
    return false
  }
}
