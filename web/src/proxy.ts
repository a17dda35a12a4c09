import { join } from 'node:path'
import { draftMode } from 'next/headers'
import { NextResponse, type NextRequest } from 'next/server'
import { createContentSource, isSiteDestination, resolveRedirect } from '@site/sanity'
import { env } from '@/env'
import { createMemo } from '@/features/redirects/redirect-memo'
import { readBuildJson, unbuiltAddressCheck, type PrerenderManifest } from '../serving/build-manifests'
import { MISSING_PAGE, judgeAddress } from '@/features/routing/known-addresses'
import { EMPTY_PROXY_CONFIG, readProxyConfig, type ProxyConfig } from '@/features/routing/proxy-config'
import { pageSecurityHeaders, policyEnvironment } from '@/features/security/security-headers'
import { SHEET_HASHES } from '@/styles/sheets'

// Every page request passes here. It gets at most ONE redirect (next.config.ts turns Next's own
// trailing-slash hop off): an old address from a Sanity `redirect` document goes straight to its
// destination, any other path ending in "/" loses the slash, and both keep the query string. Every
// answer, redirect or page, leaves with the page security headers (src/features/security).
//
// Where the redirect table, the Tag Manager switch and the known addresses come from: one query to the
// content source itself (the embedded dataset, or Sanity's API CDN), neither a request to this server
// nor Next's data cache, which the proxy does not share with the pages (docs/decisions.md, "The
// proxy's reads"). Each instance keeps the answer for TTL_MS, so an edit in Studio is live on every
// instance within seconds with no deploy, at one small query per instance every TTL_MS rather than one
// per request. A failed or slow read never fails a request: it is answered with the last good table
// (docs/production.md).
const TTL_MS = 10_000
const RETRY_MS = 2_000
const READ_TIMEOUT_MS = 5_000

const distDir = join(process.cwd(), '.next')
// The blog's later pages exist as built: any other page number is answered by the 404 page.
const unbuilt = unbuiltAddressCheck(readBuildJson<PrerenderManifest>(distDir, 'prerender-manifest.json'))
/** The route handlers the proxy sees (app/og, app/sitemap.ts, app/robots.ts, app/icon.svg). */
const NON_DOCUMENTS = /^\/(?:og(?:\/|$)|sitemap\.xml$|robots\.txt$|icon\.svg$)/
const environment = policyEnvironment(process.env)
const source = createContentSource(env, env.defaultDatasetFile, { useCdn: true })

const memo = createMemo<ProxyConfig>({
  ttlMs: TTL_MS,
  retryMs: RETRY_MS,
  initial: EMPTY_PROXY_CONFIG,
  load: () => readProxyConfig(source, READ_TIMEOUT_MS),
  onError: (error) =>
    console.error('Proxy configuration unavailable; answering from the last one read (none yet: no redirects) until the next try.', error),
})

/**
 * The same request, answered by another of this site's addresses (the visitor's URL is unchanged).
 * Next takes a rewrite for an internal one only when it names the origin Next resolved the request
 * on, which is what request.url holds (web/serving/listen-host.ts keeps the two in agreement).
 */
const rewriteTo = (request: NextRequest, pathname: string) => new URL(pathname, request.url)

export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  const config = await memo.get()
  // Only Next's draft cookie with this build's preview id (web/serving/preview-mode-id.ts) counts.
  const draft = environment.previewEnabled && (await draftMode()).isEnabled
  // Whatever the table or the path holds, a redirect never leaves the site (its path decides that).
  const found = resolveRedirect(pathname, search, config.redirects)
  const answer = found && isSiteDestination(found.location.replace(/[?#][^]*$/, '')) ? found : null
  // A draft may live at an address no published document has yet; draft mode renders without caching.
  const verdict = answer || draft ? null : judgeAddress(pathname, config.known, unbuilt)
  const response = answer
    ? NextResponse.redirect(new URL(answer.location, request.url), answer.status)
    : verdict?.kind === 'rewrite'
      ? NextResponse.rewrite(rewriteTo(request, verdict.to), verdict.to === MISSING_PAGE ? { status: 404 } : undefined)
      : NextResponse.next()
  // Every <style> element of a page is a component sheet, whose hash was computed as it was compiled
  // (styles/sheets.ts). What a route handler answers is no document and lists none, which keeps its
  // headers within a proxy's 4 KB header buffer.
  const hashes = NON_DOCUMENTS.test(pathname) ? [] : SHEET_HASHES
  for (const { key, value } of pageSecurityHeaders({ ...environment, draft, gtm: config.gtm, styleHashes: hashes })) {
    response.headers.set(key, value)
  }
  return response
}

export const config = {
  // Not for Next's own files, the image optimizer, content images, the sheets' files or API routes;
  // next.config.ts gives those their headers.
  matcher: ['/((?!_next/|api/|content-assets/|sheets/).*)'],
}
