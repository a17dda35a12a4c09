import { readFileSync } from 'node:fs'
import { join } from 'node:path'

// The proxy (src/proxy.ts) asks draftMode() whether a request is in draft mode, to open the page policy
// to the Studio. On Node, Next's proxy takes the preview id it compares the cookie with from
// __NEXT_PREVIEW_MODE_ID, which only its edge runtime sets, so draft mode there is always off
// (vercel/next.js#82344). The production listener (production-responses.ts) sets that variable from the
// file `next build` writes the id to and Next's own server reads. Retire this with the fix for that issue.

/** Where `next build` keeps the build's preview id, under Next's dist directory. */
export const PREVIEW_PROPS_FILE = join('server', 'preview-props.json')

/** The build's preview id in `distDir`, or null when the build has none where Next kept it. */
export function readPreviewModeId(distDir: string): string | null {
  try {
    const id: unknown = JSON.parse(readFileSync(join(distDir, PREVIEW_PROPS_FILE), 'utf8')).previewModeId
    return typeof id === 'string' && id ? id : null
  } catch {
    return null
  }
}

/** Hands the build's preview id to Next's proxy, or says loudly that draft mode will stay off there. */
export function providePreviewModeId(distDir: string, env: NodeJS.ProcessEnv = process.env): void {
  if (env.__NEXT_PREVIEW_MODE_ID) return
  const id = readPreviewModeId(distDir)
  if (id) env.__NEXT_PREVIEW_MODE_ID = id
  else console.error(`No preview id in ${join(distDir, PREVIEW_PROPS_FILE)}: draft mode will not open the page policy to the Studio.`)
}
