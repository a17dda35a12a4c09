import { join } from 'node:path'
import { NextResponse, type NextRequest } from 'next/server'
import * as z from 'zod/mini'
import { buildRedirectTable, isSiteDestination, resolveRedirect, type RedirectTable } from '@site/sanity/redirects'
import { isGtmContainerId } from '@/features/analytics/gtm-container'
import { createMemo } from '@/features/redirects/redirect-memo'
import { ownOrigin } from '@/features/routing/own-origin'
import { judgeAddress, knownAddresses, type KnownAddresses } from '@/features/routing/known-addresses'
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

type ProxyConfig = { redirects: RedirectTable; gtm: boolean; known: KnownAddresses | null }

/** What /api/proxy-config answers; anything else is an unusable answer, like a failed read. */
const proxyConfigBody = z.object({
  redirects: z.array(z.object({ source: z.string(), destination: z.string(), permanent: z.nullable(z.boolean()) })),
  gtmContainerId: z.nullable(z.string()),
  addresses: z.object({
    pages: z.array(z.string()),
    posts: z.array(z.string()),
    categories: z.array(z.string()),
    locations: z.array(z.string()),
  }),
})

let origin = ''
// The pages' inline CSS is fixed per build: its hashes are read from the build once, as the server starts.
const environment = policyEnvironment(process.env, buildStyleHashes(join(process.cwd(), '.next')))

const memo = createMemo<ProxyConfig>({
  ttlMs: TTL_MS,
  retryMs: RETRY_MS,
  initial: { redirects: new Map(), gtm: false, known: null },
  load: async () => {
    const response = await fetch(`${origin}/api/proxy-config`, { cache: 'no-store', signal: AbortSignal.timeout(READ_TIMEOUT_MS) })
    if (!response.ok) throw new Error(`GET /api/proxy-config answered ${response.status}`)
    const body = proxyConfigBody.parse(await response.json())
    return {
      redirects: buildRedirectTable(body.redirects),
      gtm: isGtmContainerId(body.gtmContainerId),
      known: knownAddresses(body.addresses),
    }
  },
  onError: (error) => console.error('Proxy configuration unavailable; serving without redirects until the next try.', error),
})

/**
 * The same request, answered by another of this site's addresses (the visitor's URL is unchanged).
 * Next takes a rewrite for an internal one only when it names the origin Next resolved the request
 * on, which is what request.url holds (web/serving/listen-host.ts keeps the two in agreement).
 */
const rewriteTo = (request: NextRequest, pathname: string) => new URL(pathname, request.url)

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  origin ||= ownOrigin(request.nextUrl, { HOSTNAME: process.env.HOSTNAME, PORT: process.env.PORT })
  const config = await memo.get()
  const draft = environment.previewEnabled && isDraftModeCookie(request.cookies.get(DRAFT_COOKIE)?.value)
  // Whatever the table or the path holds, a redirect never leaves the site (its path decides that).
  const found = resolveRedirect(pathname, search, config.redirects)
  const answer = found && isSiteDestination(found.location.replace(/[?#][^]*$/, '')) ? found : null
  // A draft may live at an address no published document has yet; draft mode renders without caching.
  const verdict = answer || draft ? null : judgeAddress(pathname, config.known)
  const response = answer
    ? NextResponse.redirect(new URL(answer.location, request.url), answer.status)
    : verdict?.kind === 'rewrite'
      ? NextResponse.rewrite(rewriteTo(request, verdict.to))
      : NextResponse.next()
  for (const { key, value } of pageSecurityHeaders({ ...environment, draft, gtm: config.gtm })) response.headers.set(key, value)
  return response
}

export const config = {
  // Not for Next's own files, the image optimizer, content images or API routes (the configuration's
  // own route among them, so reading it never recurses); next.config.ts gives those their headers.
  matcher: ['/((?!_next/|api/|content-assets/).*)'],
}
