import { join } from 'node:path'
import { NextResponse, type NextRequest } from 'next/server'
import * as z from 'zod/mini'
import { buildRedirectTable, resolveRedirect, type RedirectTable } from '@site/sanity/redirects'
import { isGtmContainerId } from '@/features/analytics/gtm-container'
import { createMemo } from '@/features/redirects/redirect-memo'
import { DRAFT_COOKIE, isDraftModeCookie } from '@/features/security/draft-cookie'
import { buildStyleHashes } from '@/features/security/inline-style-hashes'
import { pageSecurityHeaders, policyEnvironment } from '@/features/security/security-headers'

// Every page request passes here. It gets at most ONE redirect (next.config.ts turns Next's own
// trailing-slash hop off): an old address from a Sanity `redirect` document goes straight to its
// destination, any other path ending in "/" loses the slash, and both keep the query string. Every
// answer, redirect or page, leaves with the page security headers (src/features/security).
//
// Where the redirect table and the Tag Manager switch come from: Next's data cache and revalidateTag
// are out of reach in the proxy, so it reads the static route /api/proxy-config, which Next caches
// under the tags of what it reads and regenerates after the publish webhook revalidates them. Each
// instance keeps the answer for TTL_MS, so an edit in Studio is live within seconds with no deploy, and
// the proxy costs one Map lookup per request plus one local request per instance every TTL_MS. A Sanity
// query per request (slow, and billed) or values baked into next.config (a deploy per edit) were the
// alternatives.
const TTL_MS = 10_000
const RETRY_MS = 2_000
const READ_TIMEOUT_MS = 5_000

type ProxyConfig = { redirects: RedirectTable; gtm: boolean }

/** What /api/proxy-config answers; anything else is an unusable answer, like a failed read. */
const proxyConfigBody = z.object({
  redirects: z.array(z.object({ source: z.string(), destination: z.string(), permanent: z.nullable(z.boolean()) })),
  gtmContainerId: z.nullable(z.string()),
})

let origin = ''
// The pages' inline CSS is fixed per build: its hashes are read from the build once, as the server starts.
const environment = policyEnvironment(process.env, buildStyleHashes(join(process.cwd(), '.next')))

const memo = createMemo<ProxyConfig>({
  ttlMs: TTL_MS,
  retryMs: RETRY_MS,
  initial: { redirects: new Map(), gtm: false },
  load: async () => {
    const response = await fetch(`${origin}/api/proxy-config`, { cache: 'no-store', signal: AbortSignal.timeout(READ_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`GET /api/proxy-config answered ${response.status}`)
    const body = proxyConfigBody.parse(await response.json())
    return { redirects: buildRedirectTable(body.redirects), gtm: isGtmContainerId(body.gtmContainerId) }
  },
  onError: (error) => console.error('Proxy configuration unavailable; serving without redirects until the next try.', error),
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
  const config = await memo.get()
  const answer = resolveRedirect(pathname, search, config.redirects)
  const response = answer ? NextResponse.redirect(new URL(answer.location, request.url), answer.status) : NextResponse.next()
  const draft = environment.previewEnabled && isDraftModeCookie(request.cookies.get(DRAFT_COOKIE)?.value)
  for (const { key, value } of pageSecurityHeaders({ ...environment, draft, gtm: config.gtm })) response.headers.set(key, value)
  return response
}

export const config = {
  // Not for Next's own files, the image optimizer, content images or API routes (the configuration's
  // own route among them, so reading it never recurses); next.config.ts gives those their headers.
  matcher: ['/((?!_next/|api/|content-assets/).*)'],
}
