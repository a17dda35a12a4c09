// The JavaScript a page really loads, compressed, for checking the budget (bare Next + 25 KB):
//   node scripts/tools/page-js-size.ts [--base http://localhost:3000] [--touch 'form input'] / /pest-control/ants ...
// Loads each page in Chromium, waits for the network to settle, and sums the compressed size of every
// script it loaded (scripts/bench/page-js.ts), so chunks loaded after hydration count too. With
// --touch, it then clicks the first element matching the selector and reports the scripts loaded on top.
import { chromium } from '@playwright/test'
import { pageJs } from '../bench/page-js.ts'

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
  const { scripts, bytes } = await pageJs(urls)
  console.log(`${label}: ${scripts.length} scripts, ${kb(bytes)} gzip as served`)
  console.log(
    scripts
      .map((script) => `  ${kb(script.bytes).padStart(9)}  ${new URL(script.url).pathname}`)
      .sort()
      .reverse()
      .join('\n'),
  )
}
