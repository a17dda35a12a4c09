// The JavaScript a page really loads, compressed, for checking the budget (bare Next + 25 KB):
//   node scripts/tools/page-js-size.ts [--base http://localhost:3000] / /pest-control/ants ...
// Loads each page in Chromium, waits for the network to settle, and sums gzip (level 9) and brotli
// sizes of every script response, so chunks loaded after hydration count too.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { chromium } from '@playwright/test'

const args = process.argv.slice(2)
const baseIndex = args.indexOf('--base')
const base = baseIndex === -1 ? 'http://localhost:3000' : (args.splice(baseIndex, 2)[1] ?? 'http://localhost:3000')
const paths = args.length ? args : ['/']

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
for (const path of paths) {
  const page = await browser.newPage()
  const bodies = new Map<string, Buffer>()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    bodies.set(response.url(), await response.body().catch(() => Buffer.alloc(0)))
  })
  await page.goto(base + path, { waitUntil: 'networkidle' })
  await page.waitForTimeout(500)
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
  console.log(`${path}: ${bodies.size} scripts, ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli`)
  console.log(rows.sort().reverse().join('\n'))
  await page.close()
}
await browser.close()
