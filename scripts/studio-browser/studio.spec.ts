// Staff's publish path in a real browser: the built Studio, signed in, opens the desk and the Lawn
// Program plan, changes its price and publishes; the stand-in Content Lake calls the site's webhook as
// Sanity would, and the site shows the new price. Then a special offer, and a page's Search & sharing
// view checked against what the site serves. Screenshots of what staff see go to STUDIO_SHOTS.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { expect, prepareContext, test, type Servers } from './servers.ts'

const shots = process.env.STUDIO_SHOTS ?? new URL('../../test-results/studio-browser/shots', import.meta.url).pathname
const PLAN_ID = 'plan-lawn-program'

let servers: Servers
const blocked: string[] = []

test.describe.configure({ mode: 'serial' })

test.beforeAll(({ servers: started }) => {
  mkdirSync(shots, { recursive: true })
  servers = started
})

test.beforeEach(async ({ context }) => {
  await prepareContext(context, blocked)
})

const shot = (page: Page, name: string) => page.screenshot({ path: join(shots, `${name}.png`) })

async function openDesk(page: Page) {
  await page.goto(`${servers.studioUrl}/structure`)
  await expect(page.getByRole('link', { name: 'Pricing & specials' })).toBeVisible({ timeout: 60_000 })
}

test('staff open the Lawn Program plan, change its price and publish; the site shows the new price; a special opens', async ({ page }) => {
  const seeded = servers.lake.documents.get(PLAN_ID)
  const plan = { price: Number(seeded?.price), name: String(seeded?.name) }
  const newPrice = plan.price + 4
  await expect(async () => {
    const response = await page.request.get(`${servers.site.baseURL}/pricing`)
    expect(await response.text()).toContain(`$${plan.price}`)
  }).toPass()

  await openDesk(page)
  await shot(page, 'desk')
  await page.getByRole('link', { name: 'Pricing & specials' }).click()
  await page.getByRole('link', { name: 'Plans' }).click()
  // Plans open in the drag-and-drop list (@sanity/orderable-document-list), in the order the site shows.
  const names = [...servers.lake.documents.values()]
    .filter((doc) => doc._type === 'plan' && !String(doc._id).startsWith('drafts.'))
    .toSorted((a, b) => String(a.orderRank).localeCompare(String(b.orderRank)))
    .map((doc) => String(doc.name))
  expect(names[0]).toBe(plan.name)
  const tops: number[] = []
  for (const name of names) {
    const row = page.getByRole('link', { name }).first()
    await expect(row).toBeVisible({ timeout: 60_000 })
    tops.push((await row.boundingBox())?.y ?? -1)
  }
  expect(tops).toEqual(tops.toSorted((a, b) => a - b))
  await shot(page, 'plans-orderable')
  await page
    .getByRole('link', { name: new RegExp(plan.name) })
    .first()
    .click()
  const price = page.getByRole('spinbutton', { name: 'Price per month ($)' })
  await expect(price).toHaveValue(String(plan.price), { timeout: 60_000 })
  await shot(page, 'plan')

  await price.fill(String(newPrice))
  await expect.poll(() => servers.lake.documents.get(`drafts.${PLAN_ID}`)?.price).toBe(newPrice)
  // The published plan is untouched until staff publish.
  expect(servers.lake.documents.get(PLAN_ID)?.price).toBe(plan.price)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect.poll(() => servers.lake.documents.get(PLAN_ID)?.price).toBe(newPrice)
  expect(servers.lake.documents.has(`drafts.${PLAN_ID}`)).toBe(false)
  // The form follows the listener: the published document now holds the new price and there is no draft.
  await expect(price).toHaveValue(String(newPrice))
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeDisabled()
  await shot(page, 'plan-published')

  // A special offer, opened from the same desk.
  await page.getByRole('link', { name: 'Special offers' }).click()
  await page.getByRole('link', { name: 'All offers' }).click()
  await page
    .getByRole('link', { name: /New Customer Special/ })
    .first()
    .click()
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('New Customer Special')
  await shot(page, 'special')

  const deliveries = await servers.webhook.settled()
  expect(deliveries).toContainEqual(
    expect.objectContaining({ status: 200, body: expect.objectContaining({ _id: PLAN_ID, _type: 'plan' }) }),
  )
  await page.goto(`${servers.site.baseURL}/pricing`)
  const card = page.locator('article', { has: page.getByRole('heading', { name: plan.name, exact: true }) })
  await expect(card.first()).toContainText(`$${newPrice}/month`)
  await shot(page, 'site-pricing')
})

test('the Search & sharing view shows the title and description the site serves, its share card and length warnings', async ({ page }) => {
  await page.goto(`${servers.site.baseURL}/services/lawn-programs`)
  const siteTitle = await page.title()
  const siteDescription = await page.locator('meta[name="description"]').getAttribute('content')

  await page.goto(`${servers.studioUrl}/structure/services;page-services-lawn-programs%2Cview%3Dseo`)
  const view = page.getByTestId('seo-preview')
  await expect(view.getByRole('heading', { level: 3 })).toHaveText(siteTitle, { timeout: 60_000 })
  await expect(view.locator('p').first()).toHaveText(siteDescription ?? '')
  // The share card is the site's own generated image, loaded from the site.
  await expect(view.getByRole('img')).toHaveJSProperty('naturalWidth', 1200)
  await shot(page, 'seo-preview')

  // A town page whose title runs past what a search result shows gets a warning with its length.
  const town = await (async () => {
    await page.goto(`${servers.site.baseURL}/locations/jacksonville`)
    return page.title()
  })()
  await page.goto(`${servers.studioUrl}/structure/locations;location;location-jacksonville%2Cview%3Dseo`)
  await expect(view.getByRole('heading', { level: 3 })).toHaveText(town, { timeout: 60_000 })
  await expect(view.getByRole('status')).toContainText(`The title has ${town.length} characters`)
  await shot(page, 'seo-preview-warning')
})

test('"Before you go live" lists what is still sample with where to fix it, and follows a published fix', async ({ page }) => {
  await openDesk(page)
  await page.getByRole('link', { name: 'Before you go live' }).click()
  const view = page.getByTestId('launch-checklist')
  const entry = (title: string) => view.getByRole('listitem').filter({ hasText: title })
  await expect(entry('Sample customer reviews')).toContainText('To do', { timeout: 60_000 })
  await expect(entry('Sample customer reviews')).toContainText('Where to fix it: Studio > Testimonials')
  await expect(entry('Illustrated before-and-after cards')).toContainText('illustrations, not photos')
  await expect(entry('Phone numbers')).toContainText('(904) 555-0142')
  await expect(entry('E-mail address')).toContainText('office@example.com')
  await expect(entry('Social profiles')).toContainText('https://www.facebook.com/example')
  await expect(entry('Google review link')).toContainText('https://g.page/r/example/review')
  await expect(entry('Google Tag Manager')).toContainText('To do')
  // The web server's own settings are out of the Studio's sight: it says where they are checked.
  await expect(entry('CRM forwarding')).toContainText('Check on the server')
  await shot(page, 'before-you-go-live')
  await entry('CRM forwarding').scrollIntoViewIfNeeded()
  await shot(page, 'before-you-go-live-server')

  // The office publishes its real e-mail address; "Check again" reads the published content.
  servers.lake.commit([{ patch: { id: 'siteSettings', set: { email: 'office@hollislawnpest.com' } } }])
  await view.getByRole('button', { name: 'Check again' }).click()
  await expect(entry('E-mail address')).toContainText('Done')
  await expect(entry('E-mail address')).not.toContainText('Where to fix it')
  await expect(entry('Phone numbers')).toContainText('To do')
})

test('staff edit a fact box and publish; every article showing it follows, and the article shows where it sits', async ({ page }) => {
  const FACT_ID = 'fact-watering-days'
  const seeded = String(servers.lake.documents.get(FACT_ID)?.title)
  const edited = 'Watering days, St. Johns River Water Management District'
  const articles = [...servers.lake.documents.values()]
    .filter((doc) => doc._type === 'post' && !String(doc._id).startsWith('drafts.'))
    .filter((doc) => JSON.stringify(doc.body).includes(`"_ref":"${FACT_ID}"`))
  expect(articles.length).toBeGreaterThan(1)
  const html = async (slug: string) => (await page.request.get(`${servers.site.baseURL}/blog/${slug}`)).text()
  const slugOf = (doc: (typeof articles)[number]) => String((doc.slug as { current: string }).current)
  await expect(async () => expect(await html(slugOf(articles[0]!))).toContain(seeded)).toPass()

  await openDesk(page)
  await page.getByRole('link', { name: 'Blog' }).click()
  await page.getByRole('link', { name: 'Fact boxes' }).click()
  await page
    .getByRole('link', { name: new RegExp(seeded) })
    .first()
    .click()
  const heading = page.getByRole('textbox', { name: 'Heading' })
  await expect(heading).toHaveValue(seeded, { timeout: 60_000 })
  await shot(page, 'fact-box')
  await heading.fill(edited)
  await expect.poll(() => servers.lake.documents.get(`drafts.${FACT_ID}`)?.title).toBe(edited)
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await expect.poll(() => servers.lake.documents.get(FACT_ID)?.title).toBe(edited)
  expect(await servers.webhook.settled()).toContainEqual(
    expect.objectContaining({ status: 200, body: expect.objectContaining({ _id: FACT_ID, _type: 'factSheet' }) }),
  )
  // One publish, every article that shows the box.
  for (const article of articles) await expect(async () => expect(await html(slugOf(article))).toContain(edited)).toPass()

  // In the article's text the box sits where the editor placed it, under its heading.
  await page.getByRole('link', { name: 'Articles' }).click()
  await page
    .getByRole('link', { name: String(articles[0]!.title) })
    .first()
    .click()
  await expect(page.getByText(edited).first()).toBeVisible({ timeout: 60_000 })
  await page.getByText(edited).first().scrollIntoViewIfNeeded()
  await shot(page, 'article-fact-box')
})
