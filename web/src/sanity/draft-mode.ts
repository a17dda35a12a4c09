import 'server-only'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import type { PreviewSource } from '@site/sanity'
import type { PostLimiter } from '@/features/leads/server/rate-limit'
import { clientAddress } from '@/features/security/client-address'

/**
 * GET /api/draft-mode/enable, called by the Studio's Presentation tool with a one-time secret it
 * stored in the project: next-sanity checks the secret against the project (with the Viewer token),
 * turns draft mode on and redirects to the page being previewed. 401 for a wrong secret; 404 when no
 * project and token are configured (local mode has no drafts).
 */
export function enableDraftModeHandler(
  source: PreviewSource | null,
  limit: { limiter: PostLimiter | null; trustedProxies: number } = { limiter: null, trustedProxies: 0 },
): (request: Request) => Promise<Response> {
  if (!source) {
    return async () =>
      new Response('Preview is not set up: SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_READ_TOKEN are needed.', { status: 404 })
  }
  const enable = defineEnableDraftMode({ client: source.client }).GET
  // Each check of a secret is a query to the Content Lake with the read token: a few per address,
  // enough for staff opening previews, not for guessing.
  return async (request) => {
    const verdict = (await limit.limiter?.hit(clientAddress(request.headers, limit.trustedProxies))) ?? { ok: true }
    if (!verdict.ok) {
      return new Response('Too many preview requests from your connection. Please wait a few minutes and try again.', {
        status: 429,
        headers: { 'Retry-After': String(verdict.retryAfterSeconds), 'Cache-Control': 'private, no-store' },
      })
    }
    return enable(request)
  }
}

// What a browser would read as another site: a second slash or a backslash right after the first
// (browsers read a backslash as a slash, and drop tabs and newlines before they look).
const FOREIGN_START = /^\/[\\/]/
const SAME_SITE = 'https://same-site.invalid'

const hasControlCharacter = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)
const looksForeign = (text: string) => FOREIGN_START.test(text) || text.includes('\\') || hasControlCharacter(text)

/**
 * Only a path on this site, or "/": never an open redirect to another origin. The value is judged as
 * sent, percent-decoded, and as a URL parser resolves it ("/a/..//x" becomes "//x"), so no spelling of
 * "//other.example" (tab, newline, backslash, encoded slashes, dot segments) gets through.
 */
export function safeRedirectPath(value: string | null): string {
  if (!value || !value.startsWith('/')) return '/'
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return '/'
  }
  if (looksForeign(value) || looksForeign(decoded)) return '/'
  const url = new URL(value, SAME_SITE)
  const path = `${url.pathname}${url.search}${url.hash}`
  return url.origin === SAME_SITE && !looksForeign(path) && !looksForeign(decodeURIComponent(url.pathname)) ? path : '/'
}

/** GET /api/draft-mode/disable[?redirect=/path]: back to the published site. */
export async function disableDraftMode(request: Request): Promise<never> {
  ;(await draftMode()).disable()
  redirect(safeRedirectPath(new URL(request.url).searchParams.get('redirect')))
}
