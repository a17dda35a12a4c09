'use client'

import { useServerInsertedHTML } from 'next/navigation'
import { useRef } from 'react'
import { FONT_SCRIPT } from './font-script'

/**
 * Writes the font script (font-script.ts) into the head of the server's HTML, once, and nowhere else.
 * A <script> in the root layout's markup was also written into every page's React payload (17.7 KB
 * again per page: HTML, .rsc and segment files), which the browser never needs, since the script
 * has run by the time React starts. `useServerInsertedHTML` is Next's hook for HTML that only the
 * server's stream carries (it exists for CSS-in-JS style tags). In the browser build `typeof window`
 * is a constant, so the branch and the subset's import drop out of the page's JavaScript.
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
