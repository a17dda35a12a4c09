// The site still works under its Content-Security-Policy: a visitor browses the home page, sends the
// lead form, prices a plan with the estimator, opens the quiz and reads an article, and the browser
// reports no violation of the policy anywhere.
import type { Page } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { ofType, type Doc } from './support/dataset'
import { recordViolations } from './support/security'
import { fillValidLead, visitor } from './support/leads'

const article = ofType<Doc & { slug: { current: string } }>('post')[0]?.slug.current
const quiz = ofType<Doc & { path: string }>('page').find((page) => page.path.includes('quiz'))?.path

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
  })
  await page.waitForLoadState('networkidle')
}

test('home page and a lead sent from it: no policy violation', async ({ page }) => {
  const violations = await recordViolations(page)
  await page.goto('/')
  await scrollThrough(page)
  const form = page.locator('main form[data-form-id="home-page-form"]')
  const person = visitor('csp')
  await fillValidLead(form, person)
  await form.locator('button[type="submit"]').click()
  await expect(form.locator('button[type="submit"]')).toHaveText(/Thank You!/)
  // A client-side navigation and the browser storage attribution uses still work.
  await page.locator('footer a[href="/pricing"]').click()
  await expect(page).toHaveURL(/\/pricing/)
  expect(await page.evaluate(() => typeof window.localStorage.setItem)).toBe('function')
  expect(await violations()).toEqual([])
})

test('the pricing estimator recalculates under the policy', async ({ page }) => {
  const violations = await recordViolations(page)
  await page.goto('/pricing')
  const estimator = page.locator('#estimator')
  await estimator.getByLabel(/Complete Package/).check()
  await estimator.getByLabel('2. Lawn size (sq ft)').fill('8200')
  await expect(estimator.locator('output[name="monthly"]')).not.toHaveText('$55')
  await scrollThrough(page)
  expect(await violations()).toEqual([])
})

test('an article and the quiz page load and hydrate under the policy', async ({ page }) => {
  const violations = await recordViolations(page)
  let errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  for (const path of [`/blog/${article}`, ...(quiz ? [quiz] : [])]) {
    errors = []
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(200)
    await scrollThrough(page)
    // Interact with the page's first control, so client code runs, not only loads.
    const control = page.locator('main').locator('input[type="radio"], input[type="checkbox"], select').first()
    if (await control.count()) await control.focus()
    expect(await violations(), path).toEqual([])
    expect(errors, path).toEqual([])
  }
})

// A probe page served at the site's origin with the policy the site sends for "/": an injected
// handler, a foreign script, eval, a plugin and a <base> all fail. (Code run through Playwright's own
// page.evaluate is exempt from a page's policy in Chromium, hence a page of its own.)
const PROBE = `<!doctype html><title>probe</title>
<base href="https://evil.example/">
<img src="data:," onerror="window.ranHandler = true" alt="">
<script src="https://evil.example/steal.js"></script>
<object data="https://evil.example/flash.swf"></object>
<script>try { eval('1 + 1'); window.ranEval = true } catch { window.ranEval = false }</script>`

test('the policy is enforced: injected handlers, foreign scripts, eval, plugins, <base> and framing are refused', async ({
  page,
  request,
  baseURL,
}) => {
  const policy = (await request.get('/')).headers()['content-security-policy']!
  await page.route('**/__csp-probe', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', headers: { 'Content-Security-Policy': policy }, body: PROBE }),
  )
  const violations = await recordViolations(page)
  await page.goto('/__csp-probe')
  await page.waitForTimeout(300)
  const ran = await page.evaluate(() => {
    const state = window as unknown as { ranHandler?: boolean; ranEval?: boolean }
    return { handler: state.ranHandler ?? false, eval: state.ranEval, base: document.baseURI }
  })
  expect(ran).toEqual({ handler: false, eval: false, base: `${baseURL}/__csp-probe` })
  const reported = (await violations()).join('\n')
  for (const directive of ['script-src-attr', 'script-src-elem', 'object-src', 'base-uri']) expect(reported).toContain(directive)
  expect(reported).toMatch(/eval/)

  // Another site framing a page (a blank page of no origin stands in for it).
  const other = await page.context().newPage()
  const framed: string[] = []
  other.on('console', (message) => framed.push(message.text()))
  await other.setContent(`<iframe src="${baseURL}/" title="framed"></iframe>`)
  await expect.poll(() => framed.join('\n')).toMatch(/frame-ancestors 'none'/)
})
