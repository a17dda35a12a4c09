// The Content-Security-Policy of every page, built per request by the proxy (src/proxy.ts) from what
// the site actually uses. Pages stay static (ISR): a nonce would have to be written into each page's
// HTML per request, which turns every page into a per-request render, so the policy relies on strict
// sources instead and allows inline <script> elements, because Next writes the page's data (the RSC
// payload) and its bootstrap as inline scripts whose text changes with every regeneration, so no hash
// list fixed in a header can follow them. docs/security.md gives the measurements behind this choice.
// No pure imports beyond this file, so the proxy, next.config and tests share it.

export type PolicyContext = {
  /** `next dev` needs eval and a websocket for hot reload; production never gets them. */
  development: boolean
  /** SITE_URL is https: ask the browser to upgrade any stray http:// subresource. */
  https: boolean
  /** Images come from Sanity's CDN (a Sanity project is configured). */
  sanityImages: boolean
  /** A verified draft-mode request: the Studio may frame the page and the overlay may talk to Sanity. */
  draft: boolean
  /** Origin of SANITY_STUDIO_URL, the only site allowed to frame pages, and only in draft mode. */
  studioOrigin: string | null
  /** The Sanity project, for the draft overlay's API origin. */
  sanityProjectId: string | null
  /** A Google Tag Manager container is configured in site settings. */
  gtm: boolean
  /** CSP hash sources of the build's inline <style> elements (every component sheet: src/styles/sheets.ts). */
  styleHashes: string[]
}

// Google's guidance for Tag Manager with Google Analytics 4 under a CSP (developers.google.com,
// "Use Google Tag Manager with a Content Security Policy").
const GTM = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  frame: ['https://www.googletagmanager.com'],
}

export function contentSecurityPolicy(context: PolicyContext): string {
  const { development, draft, gtm } = context
  const sanityApi =
    draft && context.sanityProjectId
      ? [`https://${context.sanityProjectId}.api.sanity.io`, `wss://${context.sanityProjectId}.api.sanity.io`]
      : []
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : []), ...(gtm ? GTM.script : [])]],
    // React attaches event listeners from JavaScript; an injected onclick="..." attribute never runs.
    ['script-src-attr', ["'none'"]],
    // Style attributes (image focal points, star colours, grid columns) need 'unsafe-inline'; style
    // elements are the site's own CSS files and the build's own inline CSS, named by hash
    // (development injects <style> for hot reload; in draft mode the Presentation tool's overlay writes
    // its own <style> elements at run time (styled-components) and fails to start without them).
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['style-src-elem', ["'self'", ...(development || draft ? ["'unsafe-inline'"] : context.styleHashes)]],
    ['style-src-attr', ["'unsafe-inline'"]],
    // data: for the blurred image placeholders.
    ['img-src', ["'self'", 'data:', 'blob:', ...(context.sanityImages ? ['https://cdn.sanity.io'] : []), ...(gtm ? GTM.img : [])]],
    ['font-src', ["'self'"]],
    ['connect-src', ["'self'", ...(development ? ['ws:', 'wss:'] : []), ...sanityApi, ...(gtm ? GTM.connect : [])]],
    ['frame-src', gtm ? GTM.frame : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    // In development the Studio on localhost previews without a build's preview id to check.
    ['frame-ancestors', (draft || development) && context.studioOrigin ? ["'self'", context.studioOrigin] : ["'none'"]],
  ]
  if (context.https && !development) directives.push(['upgrade-insecure-requests', []])
  return directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ')
}

/** The policy of API answers (JSON): nothing may load, run or frame them. */
export const API_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/**
 * Content files (images, SVG illustrations) opened on their own: an SVG keeps its own styles and
 * embedded images, but no script runs and nothing frames it (like Next's image optimizer policy).
 */
export const ASSET_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox"

/** Parses a policy into directive -> sources, for tests and the security check. */
export function parsePolicy(policy: string | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>()
  for (const part of (policy ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) map.set(name.toLowerCase(), sources)
  }
  return map
}
