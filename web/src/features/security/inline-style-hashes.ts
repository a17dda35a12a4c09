import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// The pages carry their CSS inline (next.config.ts `experimental.inlineCss`, and the font's subset in
// the head, styles/fonts/inline-font.tsx), so the first paint needs the document alone. The page
// policy still refuses every inline <style> element it does not know: the CSS is fixed per build, so
// the build's own <style> elements are hashed once when the server starts and listed in
// style-src-elem. React writes a route's stylesheets as one <style> element in the server's HTML, and
// as one element per stylesheet when it renders in the browser, so both are listed (about forty, since
// each route has its own CSS). A regenerated page keeps its route's CSS, so its elements are among
// these; changed CSS means a new build, and a new build a restart.

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/g

/** The CSP source of a <style> element's text: what the browser hashes is its text as written. */
export const styleHashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The distinct hash sources of the <style> elements in one HTML document, in document order. */
export function styleHashesOf(html: string): string[] {
  return [...new Set([...html.matchAll(STYLE_ELEMENT)].map((match) => styleHashSource(match[1] ?? '')))]
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? htmlFiles(path) : entry.name.endsWith('.html') ? [path] : []
  })
}

/**
 * The hash sources of every inline <style> element in the build's prerendered pages (`.next/server/app`)
 * and of each of its stylesheets (`.next/static/chunks/*.css`), sorted. Empty when there is no build
 * (`next dev`, where the policy allows inline styles anyway).
 * React hoists style elements into the head, so only the head is searched.
 */
export function buildStyleHashes(distDir: string): string[] {
  let files: string[]
  try {
    files = htmlFiles(join(distDir, 'server', 'app'))
  } catch {
    return []
  }
  let stylesheets: string[] = []
  try {
    stylesheets = readdirSync(join(distDir, 'static', 'chunks')).filter((name) => name.endsWith('.css'))
  } catch {
    // A standalone server may run without .next/static beside it (a CDN serves it): the pages'
    // own elements are still listed.
  }
  const hashes = new Set<string>()
  // A page rendered in the browser (the 404 page of an unknown address starts as an error shell)
  // gets one <style> element per stylesheet from React, with the file's text.
  for (const name of stylesheets) hashes.add(styleHashSource(readFileSync(join(distDir, 'static', 'chunks', name), 'utf8')))
  for (const file of files) {
    const html = readFileSync(file, 'utf8')
    const headEnd = html.indexOf('</head>')
    for (const hash of styleHashesOf(headEnd === -1 ? html : html.slice(0, headEnd))) hashes.add(hash)
  }
  return [...hashes].sort()
}
