import type { Page, Route } from '@playwright/test'

/**
 * Holds every request the page makes to `url` (a Playwright URL glob) until `release()`: a slow link on
 * demand, to see what a visitor sees while a file is still on the way.
 */
export async function holdRequests(page: Page, url: string) {
  const held: Route[] = []
  await page.route(url, (route) => void held.push(route))
  return {
    count: () => held.length,
    /** Lets the held requests through, and every later one. */
    release: async () => {
      for (const route of held.splice(0)) await route.continue()
      await page.unroute(url)
    },
  }
}
