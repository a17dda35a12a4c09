import { NextResponse, type NextRequest } from 'next/server'
import { resolveRedirect, type RedirectRule } from '@site/sanity/redirects'
import { createRedirectMemo } from '@/features/redirects/redirect-memo'

// Every request gets at most ONE redirect here (next.config.ts turns Next's own trailing-slash hop
// off): an old address from a Sanity `redirect` document goes straight to its destination, any other
// path ending in "/" loses the slash, and both keep the query string.
//
// Where the table comes from: Next's data cache and revalidateTag are out of reach in the proxy, so
// it reads the static route /api/redirects, which Next caches under the "redirect" tag and
// regenerates after the publish webhook revalidates that tag. Each instance keeps the table for
// TTL_MS, so an edit in Studio is live within seconds with no deploy, and the proxy costs one Map
// lookup per request plus one local request per instance every TTL_MS. A Sanity query per request
// (slow, and billed) or redirects baked into next.config (a deploy per edit) were the alternatives.
const TTL_MS = 10_000
const RETRY_MS = 2_000
const READ_TIMEOUT_MS = 5_000

let origin = ''

const memo = createRedirectMemo({
  ttlMs: TTL_MS,
  retryMs: RETRY_MS,
  load: async () => {
    const response = await fetch(`${origin}/api/redirects`, { cache: 'no-store', signal: AbortSignal.timeout(READ_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`GET /api/redirects answered ${response.status}`)
    const body = (await response.json()) as { redirects?: RedirectRule[] }
    return body.redirects ?? []
  },
  onError: (error) => console.error('Redirect table unavailable; serving without redirects until the next try.', error),
})

/**
 * Under `next start` the request URL names the server's own address, but with the protocol a TLS
 * proxy in front reports (x-forwarded-proto); the server itself speaks plain HTTP on loopback.
 */
function ownOrigin(url: URL): string {
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]'
  return loopback ? `http://${url.host}` : url.origin
}

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  origin = ownOrigin(request.nextUrl)
  const answer = resolveRedirect(pathname, search, await memo.get())
  if (!answer) return NextResponse.next()
  return NextResponse.redirect(new URL(answer.location, request.url), answer.status)
}

export const config = {
  // Not for Next's own files, the image optimizer, content images or API routes (the table's own
  // route among them, so reading it never recurses).
  matcher: ['/((?!_next/|api/|content-assets/|favicon.ico).*)'],
}
