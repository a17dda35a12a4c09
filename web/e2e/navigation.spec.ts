// The site's links are plain <a> elements that one delegated listener navigates client-side
// (features/navigation/client-navigation.tsx). A page view fetches no other page's data; pointing at a
// link or tabbing to it fetches that page ahead of the click, which then shows it without a new
// document; everything a browser does with a link itself (a new tab, a place on the page) stays its own.
import type { Page } from '@playwright/test'
import { expect, test } from './support/test.ts'

/** The paths whose React payload the page asks for (Next's navigations and prefetches), as they happen. */
function payloadRequests(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.searchParams.has('_rsc')) paths.push(url.pathname)
  })
  return paths
}

/** Documents the page loads after this call: a client-side navigation loads none. */
function documentRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'document') urls.push(request.url())
  })
  return urls
}

/** Next prefetched links on sight from an idle callback after hydration; this is well past it. */
const SETTLE_MS = 1500

test('a page view fetches no other page, on the first screen or scrolled to the footer', async ({ page }) => {
  const paths = payloadRequests(page)
  for (const path of ['/', '/blog/spring-lawn-care-jacksonville']) {
    await page.goto(path)
    await page.waitForTimeout(SETTLE_MS)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForTimeout(SETTLE_MS)
  }
  expect(paths).toEqual([])
})

test('pointing at a link fetches its page, and the click shows it without a new document', async ({ page }) => {
  const paths = payloadRequests(page)
  await page.goto('/')
  const documents = documentRequests(page)
  const link = page.locator('main a[href="/pricing"]').first()
  await link.hover()
  await expect.poll(() => paths).toContain('/pricing')
  await link.click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/pricing/i)
  expect(documents).toEqual([])
  // The new page starts at its top, and Back returns to the page before.
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  expect(documents).toEqual([])
})

test('tabbing to a link fetches its page, and Enter follows it client-side', async ({ page }) => {
  const paths = payloadRequests(page)
  await page.goto('/')
  const documents = documentRequests(page)
  const link = page.locator('footer a[href="/faq"]').first()
  await link.focus()
  await expect.poll(() => paths).toContain('/faq')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/faq$/)
  expect(documents).toEqual([])
})

test('a link to the page itself, a call link or a section of the page fetches nothing', async ({ page }) => {
  const paths = payloadRequests(page)
  await page.goto('/')
  for (const selector of ['header a[href="/"]', 'a[href^="tel:"]:visible', 'a[href="#main"]']) await page.locator(selector).first().focus()
  await page.locator('header a[href="/"]').first().hover()
  await page.waitForTimeout(SETTLE_MS)
  expect(paths).toEqual([])
})

test('a link to a place on the page moves there without leaving the page', async ({ page }) => {
  await page.goto('/')
  const documents = documentRequests(page)
  await page.locator('a[href="#main"]').focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/#main$/)
  expect(documents).toEqual([])
})

test('a click with a modifier key is left to the browser: a new tab, and this page stays', async ({ page, context }) => {
  await page.goto('/')
  const opened = context.waitForEvent('page')
  await page
    .locator('main a[href="/pricing"]')
    .first()
    .click({ modifiers: ['ControlOrMeta'] })
  const tab = await opened
  await tab.waitForLoadState('domcontentloaded')
  expect(new URL(tab.url()).pathname).toBe('/pricing')
  await expect(page).toHaveURL(/\/$/)
})

test('without JavaScript the links are ordinary links', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/')
  await page.locator('main a[href="/pricing"]').first().click()
  await expect(page).toHaveURL(/\/pricing$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/pricing/i)
  await context.close()
})
