// Screenshots of site pages at phone and desktop widths, for looking at what we build:
//   node scripts/tools/screenshot.ts [--base http://localhost:3000] [--out /tmp/shots] / /pricing ...
import { mkdir } from 'node:fs/promises'
import { chromium } from '@playwright/test'

const args = process.argv.slice(2)
const option = (name: string, fallback: string) => {
  const index = args.indexOf(name)
  if (index === -1) return fallback
  const value = args[index + 1] ?? fallback
  args.splice(index, 2)
  return value
}
const base = option('--base', 'http://localhost:3000')
const out = option('--out', '/tmp/shots')
const widths = option('--widths', '375,1280').split(',').map(Number)
const paths = args.length ? args : ['/']

await mkdir(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    // Scroll through once so lazy images load, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
      window.scrollTo(0, 0)
      // Every lazy image that started loading has arrived (a busy machine is slow to answer).
      await Promise.all([...document.images].filter((image) => !image.complete).map((image) => image.decode().catch(() => {})))
    })
    // The whole page in one window as tall as the page: the later sections are laid out and painted only
    // near the screen (content-visibility, globals.pcss), so a full-page capture of a 900 px window would
    // show them blank where a person scrolling sees them.
    const height = await page.evaluate(() => document.documentElement.scrollHeight)
    await page.setViewportSize({ width, height })
    await page.waitForTimeout(300)
    const file = `${out}/${path === '/' ? 'home' : path.slice(1).replace(/\//g, '_')}-${width}.png`
    await page.screenshot({ path: file })
    await page.setViewportSize({ width, height: 900 })
    console.log(file)
  }
  await page.close()
}
await browser.close()
