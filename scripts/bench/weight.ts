// pnpm bench:weight: page weight as a phone receives it, for one page of each type and the bare Next
// page beside them. For each: the document's raw bytes, its bytes as served (Brotli from `pnpm start`,
// gzip from the bare page's `next start`), the response headers' bytes, and the first-screen bytes:
// how many of the served (compressed) bytes a browser must have before it can decode the document
// through the end of the page's LCP element (the element Chromium reports for a phone-sized viewport).
// That is found by decoding the bytes the server really sent, prefix by prefix, so it counts the
// compression exactly as the server did it. A new connection delivers about 14 KB before it waits a
// round trip for the browser's acknowledgement (TCP's initial window, 10 segments), so first-screen
// bytes plus headers within that fit the first screen in the first round trip. The font subset the
// head carries (styles/fonts/inline-font.tsx) is counted apart: kept inline because it paints sooner
// than a preloaded file on the slow-start link (docs/decisions.md, "The font inline"), its bytes are
// left out of that target.
// A second table splits each document (document-parts.ts): its markup, its <style> text, React's
// payload, and inside the payload the bytes parsed for nothing: CSS text and blocks the page does not
// render (the not-found boundary's view, which Next writes into every page's payload, is named apart).
// Needs a production build (pnpm build). Prints figures; it is a benchmark, not a test.
//   node scripts/bench/weight.ts [--port 3230] [--bare-port 3231] [--base URL] [--only /pricing,/quiz]
import { chromium, devices } from '@playwright/test'
import { get, type IncomingMessage } from 'node:http'
import { parseArgs } from 'node:util'
import { constants, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { startBareNext } from './bare-next.ts'
import { CHROMIUM } from './chromium.ts'
import { documentParts, type DocumentParts } from './document-parts.ts'
import { PAGE_TYPES } from './page-types.ts'
import { startSite } from './server.ts'

/** What one round trip of a new connection carries (10 segments of 1,400 B, rounded down). */
export const FIRST_ROUND_TRIP_BYTES = 14_000
/** The article's document as served. */
const ARTICLE_SERVED_MAX = 40_000
/** Raw HTML over this is a regression to look at. */
const RAW_ALARM = 300_000

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3230' },
    'bare-port': { type: 'string', default: '3231' },
    base: { type: 'string' },
    only: { type: 'string' },
  },
})
const only = values.only?.split(',')

type Served = { raw: Buffer; served: Buffer; encoding: string; headerBytes: number }

/** The document as the server sends it to a browser that accepts Brotli and gzip. */
function fetchServed(url: string): Promise<Served> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'br, gzip', accept: 'text/html' } }, (response: IncomingMessage) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${url} answered ${response.statusCode}`))
        const served = Buffer.concat(chunks)
        const encoding = String(response.headers['content-encoding'] ?? 'identity')
        // Status line, each header line as sent, and the blank line that ends them.
        const lines = [`HTTP/1.1 ${response.statusCode} ${response.statusMessage}`]
        for (let i = 0; i < response.rawHeaders.length; i += 2) lines.push(`${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}`)
        const headerBytes = Buffer.byteLength(lines.join('\r\n') + '\r\n\r\n')
        resolve({ raw: decodePrefix(served, encoding, served.length), served, encoding, headerBytes })
      })
    }).on('error', reject)
  })
}

/** What a decoder gives for the first `length` served bytes (a browser decodes as bytes arrive). */
function decodePrefix(served: Buffer, encoding: string, length: number): Buffer {
  const prefix = served.subarray(0, length)
  if (encoding === 'br') return brotliDecompressSync(prefix, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
  if (encoding === 'gzip') return gunzipSync(prefix, { finishFlush: constants.Z_SYNC_FLUSH })
  return prefix
}

/** The fewest served bytes whose decoding reaches `rawOffset` bytes of the document. */
function servedBytesFor(served: Served, rawOffset: number): number {
  let low = 1
  let high = served.served.length
  while (low < high) {
    const middle = Math.floor((low + high) / 2)
    let decoded = 0
    try {
      decoded = decodePrefix(served.served, served.encoding, middle).length
    } catch {
      // A prefix that ends inside a header the decoder cannot use yet decodes to nothing.
    }
    if (decoded >= rawOffset) high = middle
    else low = middle + 1
  }
  return low
}

type LcpElement = { tag: string; index: number; src: string | null; text: string }

/** The LCP element Chromium reports for the page in a phone-sized viewport, as a tag and its place among its kind. */
async function lcpElementOf(url: string): Promise<LcpElement> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const context = await browser.newContext({ ...devices['Moto G4'] })
    const page = await context.newPage()
    await page.goto(url, { waitUntil: 'load' })
    await page.waitForTimeout(1_500)
    return await page.evaluate(
      () =>
        new Promise<LcpElement>((resolve, reject) => {
          new PerformanceObserver((list) => {
            const element = (list.getEntries().at(-1) as (PerformanceEntry & { element: Element | null }) | undefined)?.element
            if (!element) return reject(new Error('no LCP element'))
            const tag = element.tagName.toLowerCase()
            resolve({
              tag,
              index: [...document.getElementsByTagName(tag)].indexOf(element),
              src: element.getAttribute('src'),
              text: (element.textContent ?? '').trim().slice(0, 40),
            })
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
  } finally {
    await browser.close()
  }
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;')
/** Markup's text with its tags gone and the entities React writes decoded, spaces folded: to check a match. */
const textOf = (markup: string) =>
  markup
    .replace(/<[^>]*>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#x27|#39);/g,
      (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name]!,
    )
    .replace(/\s+/g, ' ')
    .trim()

/** Where the LCP element ends in the raw HTML, in bytes: after an image's tag, or after a text element's closing tag. */
function endOf(html: string, element: LcpElement): number {
  let end = -1
  if (element.tag === 'img' && element.src) {
    const at = [element.src, escapeAttribute(element.src)].map((src) => html.indexOf(`src="${src}"`)).find((index) => index !== -1)
    if (at !== undefined) end = html.indexOf('>', at) + 1
  } else {
    const opening = new RegExp(`<${element.tag}[\\s>]`, 'g')
    let match: RegExpExecArray | null = null
    for (let i = 0; i <= element.index; i++) match = opening.exec(html)
    if (match) {
      const close = html.indexOf(`</${element.tag}>`, match.index)
      const inside = textOf(html.slice(match.index, close))
      if (close !== -1 && inside.includes(textOf(element.text).slice(0, 20))) end = close + element.tag.length + 3
    }
  }
  if (end <= 0) throw new Error(`could not find the LCP element <${element.tag}> "${element.text}" in the HTML`)
  return Buffer.byteLength(html.slice(0, end))
}

type Row = {
  name: string
  path: string
  lcp: string
  raw: number
  served: number
  encoding: string
  firstScreen: number
  font: number
  headers: number
  parts: DocumentParts
}

/** Where the inline font's script lies in the raw HTML, in bytes (null: the page carries none). */
function fontSpan(html: string): [number, number] | null {
  const at = html.indexOf('document.fonts.add(new FontFace(')
  if (at === -1) return null
  const start = html.lastIndexOf('<script', at)
  const end = html.indexOf('</script>', at) + '</script>'.length
  return [Buffer.byteLength(html.slice(0, start)), Buffer.byteLength(html.slice(0, end))]
}

async function measure(name: string, base: string, path: string): Promise<Row> {
  const url = base + path
  const served = await fetchServed(url)
  const html = served.raw.toString('utf8')
  const element = await lcpElementOf(url)
  const lcpEnd = endOf(html, element)
  const firstScreen = servedBytesFor(served, lcpEnd)
  // The served bytes the font's script takes, when it comes before the end of the LCP element.
  const span = fontSpan(html)
  const font = span && span[1] <= lcpEnd ? servedBytesFor(served, span[1]) - servedBytesFor(served, span[0]) : 0
  return {
    name,
    path,
    lcp: element.tag === 'img' ? 'img' : `${element.tag} "${element.text.slice(0, 24)}"`,
    raw: served.raw.length,
    served: served.served.length,
    encoding: served.encoding,
    firstScreen,
    font,
    headers: served.headerBytes,
    parts: documentParts(html),
  }
}

const site = values.base ? { base: values.base, stop: async () => {} } : await startSite(Number(values.port))
const bare = await startBareNext(Number(values['bare-port']))
const rows: Row[] = []
try {
  for (const [name, path] of PAGE_TYPES.filter(([, path]) => !only || only.includes(path))) {
    rows.push(await measure(name, site.base, path))
    process.stderr.write(`measured ${path}\n`)
  }
  rows.push(await measure('bare Next page', bare.base, '/'))
} finally {
  await site.stop()
  await bare.stop()
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1)
const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
console.log(`\nDocument weight as served (KB = 1,000 B); first screen: served bytes through the end of the LCP element`)
console.log(
  line([
    'page',
    'path',
    'LCP element',
    'raw KB',
    'served KB',
    'first screen KB',
    'of it the font KB',
    'headers KB',
    'first screen + headers KB',
    'without the font KB',
  ]),
)
console.log(line(Array(10).fill('---')))
const misses: string[] = []
for (const row of rows) {
  const total = row.firstScreen + row.headers
  console.log(
    line([
      row.name,
      row.path,
      row.lcp,
      kb(row.raw),
      `${kb(row.served)} (${row.encoding})`,
      kb(row.firstScreen),
      kb(row.font),
      kb(row.headers),
      kb(total),
      kb(total - row.font),
    ]),
  )
  if (row.name === 'bare Next page') continue
  if (total - row.font > FIRST_ROUND_TRIP_BYTES) {
    misses.push(`${row.path}: first screen + headers, without the font, ${kb(total - row.font)} KB > ${kb(FIRST_ROUND_TRIP_BYTES)} KB`)
  }
  if (row.raw > RAW_ALARM) misses.push(`${row.path}: raw HTML ${kb(row.raw)} KB > ${kb(RAW_ALARM)} KB`)
  if (row.name === 'blog article' && row.served > ARTICLE_SERVED_MAX)
    misses.push(`${row.path}: served ${kb(row.served)} KB > ${kb(ARTICLE_SERVED_MAX)} KB`)
}
/** The not-found boundary's view: Next writes it into every page's payload ((site)/not-found.tsx). */
const BOUNDARY = 'not-found-heading'
console.log(`\nWhat each document is made of (bytes); CSS and blocks inside React's payload are parsed for nothing`)
console.log(
  line([
    'page',
    'document',
    'served',
    'markup',
    '<style> text',
    'payload',
    'CSS in payload',
    'not-found boundary in payload',
    'other blocks not rendered',
  ]),
)
console.log(line(Array(9).fill('---')))
for (const row of rows) {
  const { [BOUNDARY]: boundary = 0, ...others } = row.parts.unrendered
  const other = Object.entries(others)
  console.log(
    line([
      row.name,
      row.parts.document.toLocaleString('en-US'),
      `${row.served.toLocaleString('en-US')} (${row.encoding})`,
      row.parts.markup.toLocaleString('en-US'),
      row.parts.styleText.toLocaleString('en-US'),
      row.parts.payload.toLocaleString('en-US'),
      row.parts.payloadCss.toLocaleString('en-US'),
      boundary.toLocaleString('en-US'),
      other.length ? other.map(([id, bytes]) => `${id} ${bytes.toLocaleString('en-US')}`).join(', ') : '0',
    ]),
  )
  if (row.name === 'bare Next page') continue
  if (row.parts.payloadCss) misses.push(`${row.path}: ${row.parts.payloadCss} B of CSS inside the payload`)
  if (other.length) misses.push(`${row.path}: blocks it does not render in the payload: ${other.map(([id]) => id).join(', ')}`)
}

console.log(misses.length ? `\nOver target:\n${misses.map((miss) => `- ${miss}`).join('\n')}` : '\nEvery page within its targets.')
