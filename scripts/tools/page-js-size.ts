// The JavaScript a page really loads, compressed, for checking the budget (bare Next + 25 KB):
//   node scripts/tools/page-js-size.ts [--base http://localhost:3000] [--touch 'form input'] / /pest-control/ants ...
// Loads each page in Chromium, waits for the network to settle, and sums gzip (level 9) and brotli
// sizes of every script response, so chunks loaded after hydration count too. With --touch, it then
// clicks the first element matching the selector and reports the scripts that loaded on top.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const args = process.argv.slice(2)
const baseIndex = args.indexOf('--base')
const base = baseIndex === -1 ? 'http://localhost:3000' : (args.splice(baseIndex, 2)[1] ?? 'http://localhost:3000')
const touchIndex = args.indexOf('--touch')
const touch = touchIndex === -1 ? undefined : args.splice(touchIndex, 2)[1]
const paths = args.length ? args : ['/']

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
for (const path of paths) {
  const page = await browser.newPage()
  const urls = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.add(request.url())
  })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
  await report(path, urls)
  if (touch) {
    const before = new Set(urls)
    await page.locator(touch).first().click()
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(500)
    await report(`${path} after touching ${touch}, loaded on top`, new Set([...urls].filter((url) => !before.has(url))))
  }
  await page.close()
}
await browser.close()

async function report(label: string, urls: Set<string>) {
  // Fetched again outside the browser: a response body read inside the page can come back empty.
  const bodies = new Map<string, Buffer>()
  for (const url of urls) bodies.set(url, Buffer.from(await (await fetch(url)).arrayBuffer()))
  let gzip = 0
  let brotli = 0
  let raw = 0
  const rows: string[] = []
  for (const [url, body] of bodies) {
    const gz = gzipSync(body, { level: 9 }).length
    const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
    raw += body.length
    gzip += gz
    brotli += br
    rows.push(`  ${kb(gz).padStart(9)} gz ${kb(br).padStart(9)} br  ${new URL(url).pathname}`)
  }
  console.log(`${label}: ${bodies.size} scripts, ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli`)
  console.log(rows.sort().reverse().join('\n'))
}
