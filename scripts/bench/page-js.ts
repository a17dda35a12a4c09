// The page JavaScript figure every tool here reports, the budget's measure (docs/performance.md, "Pages"): each
// distinct script a page loads, its body compressed as the server sends it (gzip), headers left out.
// bench:web takes the scripts Lighthouse saw, bench:bundle the module scripts of each prerendered
// page's HTML, tools/page-js-size the scripts Chromium loaded (after a click too).
import { get } from 'node:http'

/**
 * A script's compressed body as the server sends it (gzip), without the response headers that
 * Lighthouse's transfer size includes: over HTTP/1.1 on localhost every chunk repeats the security
 * headers (about 750 B each), which HTTP/2 header compression removes in production.
 */
export function compressedBody(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let size = 0
      response.on('data', (chunk: Buffer) => (size += chunk.length))
      response.on('end', () => resolve(size))
      response.on('error', reject)
    }).on('error', reject)
  })
}

export type PageJs = { bytes: number; scripts: { url: string; bytes: number }[] }

/** The compressed size of each distinct script URL, and their sum. */
export async function pageJs(urls: Iterable<string>): Promise<PageJs> {
  const scripts = await Promise.all([...new Set(urls)].map(async (url) => ({ url, bytes: await compressedBody(url) })))
  return { bytes: scripts.reduce((sum, script) => sum + script.bytes, 0), scripts }
}

/**
 * The module scripts a page's HTML loads: its script tags (the nomodule polyfill chunk is never
 * downloaded by current browsers), and the chunks its React payload names for the client components
 * it draws, which Next loads as it hydrates them (a section's form split out with next/dynamic is one).
 */
export function moduleScripts(html: string, base: string): string[] {
  const tags = [...html.matchAll(/<script\b([^>]*)>/g)].map((match) => match[1] ?? '')
  const noModule = new Set(
    tags.filter((attributes) => /noModule/i.test(attributes)).flatMap((attributes) => /src="([^"]+)"/.exec(attributes)?.[1] ?? []),
  )
  const named = [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((match) => match[0])
  return [...new Set(named)].filter((src) => !noModule.has(src)).map((src) => new URL(src, base).href)
}
