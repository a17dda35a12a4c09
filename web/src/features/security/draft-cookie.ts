import { timingSafeEqual } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

// Whether a request carries Next's draft-mode cookie with this build's value, checked in the proxy,
// which cannot call draftMode(). Next issues the cookie with the build's preview id (__prerender_bypass
// = previewModeId, kept in .next/server/preview-props.json); a cookie with any other value is not draft
// mode, so a visitor cannot widen the page policy by setting a cookie by hand.
export const DRAFT_COOKIE = '__prerender_bypass'

let cached: string | null | undefined

/** This build's preview id, or null when it cannot be read (then no request counts as draft mode). */
export function buildPreviewModeId(): string | null {
  if (cached !== undefined) return cached
  try {
    const file = join(/* turbopackIgnore: true */ process.cwd(), '.next', 'server', 'preview-props.json')
    const id: unknown = JSON.parse(readFileSync(file, 'utf8')).previewModeId
    cached = process.env.__NEXT_PREVIEW_MODE_ID || (typeof id === 'string' && id ? id : null)
  } catch {
    cached = process.env.__NEXT_PREVIEW_MODE_ID || null
  }
  return cached
}

export function isDraftModeCookie(value: string | undefined, previewModeId: string | null | undefined = buildPreviewModeId()): boolean {
  if (!value || !previewModeId) return false
  const given = Buffer.from(value)
  const expected = Buffer.from(previewModeId)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
