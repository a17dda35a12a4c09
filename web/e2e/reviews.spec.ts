import { expect, test } from './support/test.ts'
import { documents, type Doc } from './support/dataset'
import { sitemapPaths } from './support/sitemap'

// Reviews a visitor can trust: every demo review the site quotes says "Sample review" on it, wherever
// it appears, and the Review us page sends every customer to the one Google link in site settings.

const settings = documents.find((doc) => doc._id === 'siteSettings') as Doc & { googleReviewUrl: string }
const reviewUs = documents.find((doc) => doc._type === 'page' && doc.path === '/review-us') as Doc & { hero: { heading: string } }

test('every quoted sample review, on every page of the sitemap, carries its "Sample review" label', async ({ request }) => {
  const unlabelled: string[] = []
  let quoted = 0
  for (const path of await sitemapPaths(request)) {
    const html = await (await request.get(path)).text()
    const cards = [...html.matchAll(/<figure\b[^>]*>([\s\S]*?)<\/figure>/g)]
      .map((match) => match[1]!)
      .filter((card) => card.includes('<blockquote'))
    quoted += cards.length
    for (const card of cards) if (!/data-sample-review[^>]*>Sample review</.test(card)) unlabelled.push(path)
  }
  expect(unlabelled).toEqual([])
  // The home page's three and one on each town page, at least.
  expect(quoted).toBeGreaterThanOrEqual(3 + documents.filter((doc) => doc._type === 'location').length)
})

test('the label is visible on a phone, at the top of each card', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 })
  for (const path of ['/', '/locations/st-augustine']) {
    await page.goto(path)
    const cards = page.locator('figure:has(blockquote)')
    await expect(cards.first()).toBeAttached()
    for (const card of await cards.all()) {
      await card.scrollIntoViewIfNeeded()
      await expect(card.getByText('Sample review', { exact: true }), path).toBeVisible()
    }
  }
})

test('Review us sends every customer to the one Google review link, and the footer leads there', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Review Us' }).click()
  await expect(page).toHaveURL(/\/review-us$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(reviewUs.hero.heading)
  const main = page.getByRole('main')
  await expect(main.getByRole('link', { name: 'Write a Google Review' })).toHaveAttribute('href', settings.googleReviewUrl)
  // No second path for the unhappy: the only link off the site is Google's.
  const offSite = await main.locator('a[href^="http"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(new Set(offSite)).toEqual(new Set([settings.googleReviewUrl]))
  // The footer link is the way there: the header's About menu holds the six company pages only.
  await expect(page.getByRole('banner').locator('a[href="/review-us"]')).toHaveCount(0)
})
