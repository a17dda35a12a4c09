import { timingSafeEqual } from 'node:crypto'

// Whether a request carries Next's draft-mode cookie with this build's value, checked in the proxy,
// which cannot call draftMode(). Next issues the cookie with its preview id (__prerender_bypass =
// previewModeId) and gives the proxy that id as __NEXT_PREVIEW_MODE_ID; a cookie with any other
// value is not draft mode, so a visitor cannot widen the page policy by setting a cookie by hand.
export const DRAFT_COOKIE = '__prerender_bypass'

export function isDraftModeCookie(value: string | undefined, previewModeId = process.env.__NEXT_PREVIEW_MODE_ID): boolean {
  if (!value || !previewModeId) return false
  const given = Buffer.from(value)
  const expected = Buffer.from(previewModeId)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
