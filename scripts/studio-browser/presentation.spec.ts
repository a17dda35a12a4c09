// Staff edit on the page itself: the Presentation tool frames the site in draft mode, a click on a
// text or a price opens its field beside the page, the frame follows the typing while visitors still
// see the published page, and a publish brings the change to them.
import type { Browser, FrameLocator, Locator, Page } from '@playwright/test'
import { expect, prepareContext, test, type Servers } from './servers.ts'
import { shot } from './shots.ts'

let servers: Servers
const blocked: string[] = []

// Each test starts the Studio, connects the preview and waits for two publishes to reach the site.
test.describe.configure({ mode: 'serial', timeout: 300_000 })
test.beforeAll(({ servers: started }) => {
  servers = started
})
test.beforeEach(async ({ context }) => {
  await prepareContext(context, blocked)
})

async function openPresentation(page: Page, path: string): Promise<FrameLocator> {
  await page.goto(`${servers.studioUrl}/presentation?preview=${encodeURIComponent(path)}`)
  return page.frameLocator('iframe').first()
}

/**
 * The published site as a visitor gets it: a browser of its own, no draft-mode cookie. After a publish
 * the page follows the webhook, which waits a few seconds for the Content Lake to settle first.
 */
async function visitorSees(browser: Browser, path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext()
  const page = await context.newPage()
  try {
    await expect(async () => {
      await page.goto(`${servers.site.baseURL}${path}`)
      await check(page)
    }).toPass({ timeout: 90_000 })
  } finally {
    await context.close()
  }
}

/**
 * Clicks a text on the framed page where staff would, until the Studio opens the field it belongs to
 * (its address names the document and the field). The preview reloads once as the overlay connects,
 * and a click before that opens nothing, so the click is repeated. Playwright's own click waits on the
 * frame's layout and hangs through that reload, hence the mouse.
 */
async function clickInFrame(page: Page, target: Locator, opens: RegExp) {
  await expect(async () => {
    // Below the frame's fold the pointer would land outside the frame.
    await target.scrollIntoViewIfNeeded({ timeout: 5_000 })
    const box = await target.boundingBox({ timeout: 5_000 })
    if (!box) throw new Error('not laid out yet')
    // The overlay outlines what the pointer is over, and a click opens what is outlined: so the pointer
    // comes in from outside, rests, then clicks.
    await page.mouse.move(box.x + box.width + 300, box.y - 40)
    const [x, y] = [box.x + Math.min(40, box.width / 2), box.y + box.height / 2]
    await page.mouse.move(x, y, { steps: 5 })
    await page.waitForTimeout(1_000)
    await page.mouse.click(x, y, { delay: 100 })
    await expect.poll(() => decodeURIComponent(new URL(page.url()).pathname), { timeout: 10_000 }).toMatch(opens)
  }).toPass({ timeout: 150_000 })
}

const field = (doc: Record<string, unknown> | undefined, path: string[]) =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], doc)

test('staff click the home hero heading in Presentation, see their draft on the page, and publish it', async ({ page, browser }) => {
  const published = String(field(servers.lake.documents.get('page-home'), ['hero', 'heading']))
  const draft = 'Greener Lawns for North Florida Families'
  const frame = await openPresentation(page, '/')
  const heading = frame.getByRole('heading', { level: 1 })
  await expect(heading).toContainText(published, { timeout: 120_000 })
  // Draft mode: the Studio stored a preview secret and the site let it turn draft mode on.
  expect([...servers.lake.documents.values()].some((doc) => doc._type === 'sanity.previewUrlSecret')).toBe(true)

  // The overlay finds the heading by the invisible edit marker in its text; a click opens that field.
  const input = page.getByRole('textbox', { name: 'Heading', exact: true })
  await clickInFrame(page, heading, /\/page-home\/hero\.heading$/)
  await expect(input).toBeInViewport()
  await expect(input).toHaveValue(published)
  await shot(page, 'presentation-home-overlay')

  await input.fill(draft)
  await expect(heading).toContainText(draft, { timeout: 30_000 })
  await shot(page, 'presentation-home-draft')
  await visitorSees(browser, '/', async (visitor) => {
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(published)
  })

  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect.poll(() => field(servers.lake.documents.get('page-home'), ['hero', 'heading'])).toBe(draft)
  await visitorSees(browser, '/', async (visitor) => {
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(draft)
  })
})

test("staff click a plan's price on /pricing in Presentation, see the draft price, and publish it", async ({ page, browser }) => {
  const plan = servers.lake.documents.get('plan-lawn-shrub')!
  const name = String(plan.name)
  const price = Number(plan.price)
  const frame = await openPresentation(page, '/pricing')
  const card = (root: FrameLocator | Page, planName = name) =>
    // Not exact: in the frame the name carries its invisible edit marker.
    root.locator('article', { has: root.getByRole('heading', { name: planName }) }).first()
  const amount = card(frame).getByText(`$${price}`, { exact: true })
  await expect(amount).toBeVisible({ timeout: 120_000 })

  const input = page.getByRole('spinbutton', { name: 'Price per month ($)' })
  await clickInFrame(page, amount, /plan-lawn-shrub.*price/)
  // The plan opens with the price as its field in the address, but the pane does not scroll down to
  // it (it sits below a tall description); staff scroll, as the test does.
  await input.scrollIntoViewIfNeeded()
  await expect(input).toHaveValue(String(price))

  await input.fill(String(price + 6))
  await expect.poll(() => servers.lake.documents.get('drafts.plan-lawn-shrub')?.price).toBe(price + 6)
  await expect(card(frame)).toContainText(`$${price + 6}/month`, { timeout: 30_000 })
  await shot(page, 'presentation-pricing-draft')

  // Another editor saves a draft of a plan the page shows but nobody has open here: the Studio reports
  // only its own pane's edits, yet the frame follows the Content Lake's events for what it shows.
  const other = servers.lake.documents.get('plan-lawn-pest')!
  servers.lake.commit([{ createOrReplace: { ...other, _id: 'drafts.plan-lawn-pest', price: Number(other.price) + 3 } }])
  await expect(card(frame, String(other.name))).toContainText(`$${Number(other.price) + 3}/month`, { timeout: 30_000 })
  servers.lake.commit([{ delete: { id: 'drafts.plan-lawn-pest' } }])
  await visitorSees(browser, '/pricing', async (visitor) => {
    await expect(card(visitor)).toContainText(`$${price}/month`)
  })

  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect.poll(() => servers.lake.documents.get('plan-lawn-shrub')?.price).toBe(price + 6)
  await visitorSees(browser, '/pricing', async (visitor) => {
    await expect(card(visitor)).toContainText(`$${price + 6}/month`)
  })
})
