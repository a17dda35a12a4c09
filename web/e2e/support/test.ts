// The browser tests' `test`: Playwright's, with a page whose navigations end when Next's scripts have
// run, as a visitor's click needs them to: a lead form sent before they run posts itself without them
// (the path for visitors without scripts), which a test of the scripted path must not take by chance.
// Navigations that wait for less ('domcontentloaded', 'commit') are left as asked, and a page opened with
// JavaScript off is left alone.
import { test as base, type Page } from '@playwright/test'

export { expect } from '@playwright/test'

type WaitUntil = NonNullable<Parameters<Page['goto']>[1]>['waitUntil']

/** Resolves once a page the site served has run its scripts; at once for any other document. */
export async function scriptsRun(page: Page): Promise<void> {
  // Next's first script sets `window.next`; a document without Next's scripts has none to wait for.
  await page.waitForFunction(() => !document.querySelector('script[src^="/_next/static/"]') || Boolean((window as { next?: unknown }).next))
}

function waitsForLoad(options?: { waitUntil?: WaitUntil }): boolean {
  return options?.waitUntil === undefined || options.waitUntil === 'load' || options.waitUntil === 'networkidle'
}

/** `page`, with `goto` and `reload` also waiting for the scripts when they wait for the load event. */
export function withScriptsRun(page: Page): Page {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (waitsForLoad(options)) await scriptsRun(page)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (waitsForLoad(options)) await scriptsRun(page)
    return response
  }
  return page
}

export const test = base.extend({
  // Playwright names this callback `use`; another name keeps React's hook lint rule off it.
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : withScriptsRun(page))
  },
})
