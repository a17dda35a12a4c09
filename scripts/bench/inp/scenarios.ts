// The visitor actions bench:inp measures, and the page each starts from; scripts/bench/inp-trace.ts
// traces the same ones.
import type { Browser, BrowserContext, CDPSession, Locator, Page } from '@playwright/test'
import { mainThreadQuiet, observeInteractions } from './event-timing.ts'

export const CPU_SLOWDOWN = 4

export type Scenario = { key: string; name: string; path: string; phone?: boolean; act: (page: Page) => Promise<void> }

/**
 * A tap on `target` as a person makes it: the page is scrolled to it first and has drawn the frames of
 * that scroll before the finger comes down. Playwright's click alone scrolls and presses in the same
 * moment, so the tap would also pay for laying out the sections the scroll brought on screen (their
 * `content-visibility: auto` work), which a visitor's own scroll does while it happens.
 */
async function tap(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  await target.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  await target.page().waitForTimeout(250)
  await target.click()
}

// What a visitor does; each step waits the way a person would between keys or taps.
export const SCENARIOS: Scenario[] = [
  {
    key: 'menu',
    name: 'open the phone menu',
    path: '/',
    phone: true,
    act: (page) => page.getByRole('button', { name: 'Menu' }).click(),
  },
  {
    key: 'phone',
    name: 'type a phone number',
    path: '/contact',
    act: async (page) => {
      const phone = page.locator('main input[name="phone"]').first()
      await tap(phone)
      await phone.pressSequentially('9045550142', { delay: 120 })
    },
  },
  {
    key: 'quiz',
    name: 'choose a quiz answer',
    path: '/quiz',
    act: async (page) => {
      const quiz = page.locator('#quiz')
      await quiz.getByRole('button').first().click()
      await quiz.getByRole('checkbox').first().waitFor()
      // Only the answer counts: the start button's interaction is forgotten.
      await page.evaluate(() => window.__interactions?.clear())
      await tap(quiz.getByRole('checkbox').first())
    },
  },
  {
    key: 'estimator',
    name: "change the estimator's lawn size",
    path: '/pricing',
    act: async (page) => {
      const size = page.locator('#estimator input[name="sqft"]')
      await tap(size)
      await page.keyboard.press('ControlOrMeta+A')
      await size.pressSequentially('8200', { delay: 120 })
    },
  },
]

/**
 * A fresh page of `scenario` in its own context (a phone's screen or a desktop's), the CPU slowed,
 * loaded and settled: its scripts have run (Next sets window.next) and the main thread has been free
 * of long tasks for a second, as when a visitor starts reading. What is measured is the interaction, not a tap during hydration.
 */
export async function openSettledPage(
  browser: Browser,
  base: string,
  scenario: Scenario,
): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext(
    scenario.phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
      : { viewport: { width: 1280, height: 900 } },
  )
  const page = await context.newPage()
  await page.addInitScript(observeInteractions)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.goto(base + scenario.path, { waitUntil: 'load' })
  await page.waitForFunction(() => Boolean((window as { next?: unknown }).next))
  await page.waitForFunction(mainThreadQuiet, 1000, { polling: 100, timeout: 30_000 })
  return { context, page, cdp }
}
