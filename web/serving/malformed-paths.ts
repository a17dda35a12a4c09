import type { ServerResponse } from 'node:http'

// Next 16 answers 500 to any request whose path does not percent-decode ("/x%", "/blog/%E0%A4%A"),
// on every route type, API routes and its own files included: its router decodes the path before any
// route, or the site's proxy, can look at it (handing it another URL does not help: it still fails).
// Such an address names nothing on the site, so the production listener answers it 404 itself, in
// plain text, before Next sees it. Retire this when Next answers these with a 4xx of its own.

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

/** The answer to a path that does not decode: not found, never cached, never sniffed as markup. */
export function answerMalformed(response: ServerResponse): void {
  response.writeHead(404, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  })
  response.end('Not found: this address is not valid.\n')
}
