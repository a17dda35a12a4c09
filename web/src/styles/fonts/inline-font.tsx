'use client'

import { useServerInsertedHTML } from 'next/navigation'
import { useRef } from 'react'
import { FONT_SCRIPT } from './font-script'

// The site's font, self-hosted (no request to a font CDN). The characters the text uses, at the
// weights the CSS uses, are inline in the head (scripts/tools/subset-font.ts), so the
// first paint has the real font with the document alone. They are handed to the browser as bytes
// (a FontFace from an ArrayBuffer) by a script in the head: a `data:` URL in an @font-face is decoded
// only when the first layout asks for it, and Chrome lays the first frame out with the fallback
// meanwhile, then again with the font, which moves the hero's form (docs/performance.md, "Font
// inline"). Any other Latin character, and every character without JavaScript, comes from the
// full file (globals.pcss), downloaded only when a page uses one (FONT_SCRIPT).

/**
 * Writes the font script (font-script.ts) into the head of the server's HTML, once, and nowhere else.
 * A <script> in the root layout's markup would also go into every page's React payload (HTML, .rsc
 * and segment files), which the browser never needs, since the script has run by the time React
 * starts. `useServerInsertedHTML` is Next's hook for HTML that only the server's stream carries (it
 * exists for CSS-in-JS style tags). In the browser build `typeof window` is a constant, so the branch
 * and the subset's import drop out of the page's JavaScript (e2e/first-paint.spec.ts checks both).
 */
export function InlineFont() {
  const written = useRef(false)
  useServerInsertedHTML(() => {
    if (typeof window !== 'undefined' || written.current) return null
    written.current = true
    return <script dangerouslySetInnerHTML={{ __html: FONT_SCRIPT }} />
  })
  return null
}
