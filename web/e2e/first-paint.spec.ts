// The first paint needs the document alone: each page type carries its CSS and its font
// inside the HTML (the font as bytes handed to a FontFace by a script in the head), asks for no
// stylesheet or font before it paints, and the page policy allows exactly those inline <style>
// elements by hash, so the pages render styled, in their font, with no violation.
import { createHash } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { COMPILE_HINT } from '../serving/compile-hints'
import { ofType, type Doc } from './support/dataset'
import { holdRequests } from './support/held-requests.ts'
import { parsePolicy, recordViolations } from './support/security'
import { SUBSET_WOFF2_BASE64 } from '../src/styles/fonts/plus-jakarta-sans-subset'
import { allSheets } from './support/sheets.ts'
import { documentParts } from '../../scripts/bench/document-parts.ts'

const pages = ofType<Doc & { path: string }>('page').map((page) => page.path)
const PAGE_TYPES = [
  '/',
  pages.find((path) => path.startsWith('/services/')) ?? '/',
  pages.find((path) => path.startsWith('/pest-control/')) ?? '/',
  '/pricing',
  `/locations/${ofType<Doc & { slug: { current: string } }>('location')[0]?.slug.current}`,
  `/blog/${ofType<Doc & { slug: { current: string } }>('post')[0]?.slug.current}`,
  pages.find((path) => path.includes('quiz')) ?? '/',
  '/contact',
]

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

test('every page type carries its CSS and font inline, listed by hash in its policy', async ({ request }) => {
  for (const path of PAGE_TYPES) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const html = await response.text()
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head, `${path}: no render-blocking stylesheet`).not.toMatch(/<link[^>]+rel="stylesheet"/)
    expect(head, `${path}: no font preload competing with the document`).not.toMatch(/<link[^>]+as="font"/)
    const styles = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '')
    expect(head, `${path}: inline font`).toContain('document.fonts.add(new FontFace("Plus Jakarta Sans",')
    // Each route inlines only the CSS its imports reach: the global tokens and base rules, and a rule
    // for every CSS-module class (`hash_name`) the page's markup uses.
    const css = styles.join('')
    expect(css, `${path}: global tokens inline`).toContain(':root{')
    const body = html.slice(html.indexOf('</head>')).replace(/<script\b[\s\S]*?<\/script>/g, '')
    const moduleClasses = new Set(
      [...body.matchAll(/class="([^"]*)"/g)]
        .flatMap((match) => match[1]!.split(/\s+/))
        .filter((name) => /^[\w-]{6}_[A-Za-z][\w-]*$/.test(name)),
    )
    expect(moduleClasses.size, `${path}: CSS-module classes in the markup`).toBeGreaterThan(20)
    for (const name of moduleClasses) expect(css, `${path}: inline rules for .${name}`).toContain(`.${name}`)
    // The CSS comes before any script, so nothing is fetched or run ahead of it.
    expect(head.indexOf('<style'), `${path}: CSS before scripts`).toBeLessThan(head.indexOf('<script'))
    // No script holds up the parser: Next's are async (or, the legacy polyfills, never fetched by a module browser).
    for (const tag of head.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? []) expect(tag, path).toMatch(/\basync=""|\bnoModule=""/)
    const allowed = parsePolicy(response.headers()['content-security-policy']).get('style-src-elem') ?? []
    expect(allowed, path).not.toContain("'unsafe-inline'")
    for (const text of styles) expect(allowed, `${path}: <style> ${text.slice(0, 40)}…`).toContain(hashOf(text))
  }
})

test('pages render styled in their own font with no font or stylesheet request and no policy violation', async ({ page }) => {
  const violations = await recordViolations(page)
  const requested: string[] = []
  page.on('request', (request) => {
    if (['stylesheet', 'font'].includes(request.resourceType()) && !request.url().startsWith('data:')) requested.push(request.url())
  })
  for (const path of PAGE_TYPES) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    const rendered = await page.evaluate(async () => {
      await document.fonts.ready
      const heading = document.querySelector('h1')!
      return {
        font: [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')),
        family: getComputedStyle(heading).fontFamily,
        weight: getComputedStyle(heading).fontWeight,
        headerPosition: getComputedStyle(document.querySelector('header')!).position,
      }
    })
    expect(rendered.font, path).toContain('Plus Jakarta Sans')
    expect(rendered.family, path).toMatch(/^"Plus Jakarta Sans"/)
    expect(Number(rendered.weight), path).toBeGreaterThanOrEqual(700)
    expect(rendered.headerPosition, `${path}: site CSS applied`).toBe('sticky')
  }
  expect(requested).toEqual([])
  expect(await violations()).toEqual([])
})

test('every page type hydrates from the scripts its head asks for', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  for (const path of PAGE_TYPES) {
    await page.goto(path)
    expect(await page.evaluate(() => (window as unknown as { next?: { version?: string } }).next?.version), `${path}: hydrated`).toMatch(
      /^16\./,
    )
    // React has taken over the server's markup: the header's menu, a client island, opens.
    const menu = page.getByRole('button', { name: 'Menu' })
    await menu.click()
    await expect(menu, path).toHaveAttribute('aria-expanded', 'true')
  }
})

// The font subset is written by the server into the HTML only (styles/fonts/inline-font.tsx): not into
// the page's React payload, and not into its JavaScript, which relies on the browser build dropping
// the server-only branch. Were either to change, every page would carry the subset twice more.
test('the font subset is in the HTML once, and in neither the payload nor the scripts', async ({ request }) => {
  const subset = SUBSET_WOFF2_BASE64.slice(0, 64)
  for (const path of PAGE_TYPES) {
    const html = await (await request.get(path)).text()
    expect(html.split(subset).length - 1, `${path}: copies in the HTML`).toBe(1)
    const flight = await request.get(path, { headers: { RSC: '1' } })
    expect(flight.headers()['content-type'], `${path}: the payload, not the page`).toContain('text/x-component')
    const payload = await flight.text()
    expect(payload.length, `${path}: payload read`).toBeGreaterThan(1000)
    expect(payload, `${path}: payload`).not.toContain(subset)
    const scripts = [...new Set([...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((match) => match[0]))]
    expect(scripts.length, path).toBeGreaterThan(3)
    for (const script of scripts) expect(await (await request.get(script)).text(), script).not.toContain(subset)
  }
})

test("every script a page type loads opens with V8's compile hint, so Chrome compiles it while it downloads", async ({ request }) => {
  for (const path of PAGE_TYPES) {
    const html = await (await request.get(path)).text()
    const scripts = [...html.matchAll(/<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1]!)
    expect(scripts.length, `${path}: scripts`).toBeGreaterThan(3)
    for (const src of scripts) expect((await (await request.get(src)).text()).startsWith(COMPILE_HINT), `${path}: ${src}`).toBe(true)
  }
})

test("the pricing hero's picture is drawn from the document while its file is still on the way", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  const pictureFiles = await holdRequests(page, '**/_next/image?**')
  await page.goto('/pricing', { waitUntil: 'domcontentloaded' })
  const hero = page.locator('main section').first().locator('img[fetchpriority="high"]')
  await expect(hero).toBeVisible()
  expect(pictureFiles.count(), 'the picture file was asked for and is held').toBeGreaterThan(0)
  const shown = await hero.evaluate(async (img: HTMLImageElement) => {
    const preview = /^url\("(data:image\/webp;base64,[^"]+)"\)$/.exec(getComputedStyle(img).backgroundImage)?.[1]
    const decoded = new Image()
    if (preview) {
      decoded.src = preview
      await decoded.decode()
    }
    return { preview: Boolean(preview), width: decoded.naturalWidth, fileLoaded: img.complete && img.naturalWidth > 0 }
  })
  // A 384 px rendition: the picture's full drawn width on a phone, not the 20 px blur of an LQIP.
  expect(shown).toEqual({ preview: true, width: 384, fileLoaded: false })
  await pictureFiles.release()
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})

test('the 404 page of an unknown address, and of a listing page past the last, is styled under the policy', async ({ page }) => {
  const violations = await recordViolations(page)
  for (const path of ['/no-such-page-at-all', '/blog/page/999']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible()
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('header')!).position), path).toBe('sticky')
  }
  expect(await violations()).toEqual([])
})

const policyStyleHashes = async (request: APIRequestContext, path: string) =>
  (parsePolicy((await request.get(path)).headers()['content-security-policy']).get('style-src-elem') ?? []).filter((source) =>
    source.startsWith("'sha256-"),
  )

test("every page's policy names every component sheet, as compiled; a route handler's names none", async ({ request }) => {
  const sheets = allSheets().map((sheet) => sheet.hash)
  for (const path of [...PAGE_TYPES, '/no-such-page-at-all', '/blog/page/999']) {
    // A navigation from any page may reach one that draws any sheet; every <style> element is a sheet.
    expect((await policyStyleHashes(request, path)).sort(), path).toEqual(sheets.sort())
  }
  expect(await policyStyleHashes(request, '/sitemap.xml')).toEqual([])
})

// A page Next renders per request (a form's answer without scripts) draws its sheets as every page does.
test('pages rendered per request are styled under their policy', async ({ page }) => {
  const violations = await recordViolations(page)
  // The ZIP check's answer without scripts, and the estimate without scripts.
  for (const path of ['/service-area?zip=32256', '/pricing/estimate?plan=lawn-program&sqft=6500']) {
    await page.goto(path)
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('header')!).position), path).toBe('sticky')
  }
  expect(await violations()).toEqual([])
})

// Each section's CSS travels with it (styles/sheet.tsx): a page's document holds the sheets of what it
// draws and no other, each its own <style> element that the page policy names by hash.
test('a page carries the CSS of the sections it draws and no other, every inline style in its policy', async ({ request }) => {
  const sheets = new Map(allSheets().map((sheet) => [sheet.href, sheet]))
  const drawn: Record<string, string[]> = {}
  for (const path of [...PAGE_TYPES, '/faq', '/about', '/service-area']) {
    const response = await request.get(path)
    const html = await response.text()
    const head = html.slice(0, html.indexOf('</head>'))
    const body = html.slice(html.indexOf('</head>')).replace(/<script\b[\s\S]*?<\/script>/g, '')
    const classes = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)))
    const elements = [...head.matchAll(/<style\b[^>]*data-precedence="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g)]
    const carried = elements.map((match) => match[1]!)
    // A sheet is carried when, and only when, the page's markup uses one of its classes; the global
    // one (tokens and base rules, no classes of its own) by every page.
    const used = [...sheets.values()]
      .filter(
        (sheet) =>
          !Object.keys(sheet.classes).length ||
          Object.values(sheet.classes).some((names) => names.split(' ').some((name) => classes.has(name))),
      )
      .map((sheet) => sheet.href)
    expect(carried.sort(), path).toEqual(used.sort())
    for (const match of elements) expect(match[2], `${path}: ${match[1]} as compiled`).toBe(sheets.get(match[1]!)?.css)
    const allowed = parsePolicy(response.headers()['content-security-policy']).get('style-src-elem') ?? []
    for (const text of [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!)) {
      expect(allowed, `${path}: <style> ${text.slice(0, 40)}…`).toContain(hashOf(text))
    }
    drawn[path] = carried
  }
  // The FAQ page draws the FAQ section; the contact page, which has none, carries none of its CSS.
  const named = (path: string) => drawn[path]!.map((href) => href.replace(/-[\w-]{8}$/, ''))
  expect(named('/faq')).toContain('faq-section')
  expect(named('/contact')).not.toContain('faq-section')
  expect(named('/contact')).toContain('contact-info')
})

// React's payload carries a sheet as its key alone (styles/sheet-style.tsx): the text is in the head once.
test('a page holds each sheet once: no CSS in its payload, no sheet twice, no block it does not render', async ({ request }) => {
  const sheets = allSheets()
  for (const path of [...PAGE_TYPES, '/faq', '/about', '/blog']) {
    const html = await (await request.get(path)).text()
    const parts = documentParts(html)
    expect(parts.payload, `${path}: payload read`).toBeGreaterThan(10_000)
    expect(parts.payloadCss, `${path}: CSS text inside the payload`).toBe(0)
    for (const sheet of sheets) {
      expect(html.split(sheet.css).length - 1, `${path}: ${sheet.href} in the document`).toBeLessThanOrEqual(1)
      // The JSON-escaped form, as a payload script would carry it.
      const escaped = JSON.stringify(sheet.css).slice(1, -1)
      if (escaped !== sheet.css) expect(html, `${path}: ${sheet.href} escaped`).not.toContain(escaped)
    }
    // Next writes the not-found boundary's view into every page's payload; the site keeps it compact
    // ((site)/not-found.tsx) and the 404 page's services out of it.
    const { 'not-found-heading': boundary = 0, ...others } = parts.unrendered
    expect(others, `${path}: blocks the page does not render`).toEqual({})
    expect(boundary, `${path}: the not-found boundary's view`).toBeLessThan(2_000)
  }
})

test('a client-side navigation across routes adds the next pages’ stylesheets under the first page’s policy', async ({ page }) => {
  const violations = await recordViolations(page)
  await page.goto(PAGE_TYPES[5]!)
  await page.waitForLoadState('networkidle')
  const documentLoads: string[] = []
  page.on('request', (request) => request.isNavigationRequest() && documentLoads.push(request.url()))
  for (const path of ['/pricing', PAGE_TYPES[4]!, '/thank-you', '/blog']) {
    // A click on a link of the site, as the visitor's would be (the link may sit in a closed menu).
    await page.evaluate((href) => {
      const link = document.createElement('a')
      link.href = href
      document.body.append(link)
      link.click()
    }, path)
    await page.waitForURL(`**${path}`)
    await page.waitForLoadState('networkidle')
    // Every CSS-module class the new page's markup uses has its rule applied: some element of its
    // main content is laid out by a module class, and its styles are in the document.
    const unstyled = await page.evaluate(() => {
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n')
      const classes = [...document.querySelectorAll('main [class]')].flatMap((element) => [...element.classList])
      return [...new Set(classes.filter((name) => /^[\w-]{6}_[A-Za-z]/.test(name)))].filter((name) => !rules.includes(`.${name}`))
    })
    expect(unstyled, path).toEqual([])
  }
  expect(documentLoads, 'every step was a client-side navigation').toEqual([])
  expect(await violations()).toEqual([])
})
