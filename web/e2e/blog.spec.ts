import { expect, test } from './support/test.ts'
import { ofType, type Doc, type PostDoc } from './support/dataset'

const posts = ofType<PostDoc>('post').sort((a, b) => (a.date < b.date ? 1 : -1))

const perPage = ofType<Doc & { postsPerPage: number }>('blogSettings')[0]!.postsPerPage
const hrefsOf = (posts: PostDoc[]) => posts.map((post) => `/blog/${post.slug.current}`)

test('the blog lists the newest articles a page at a time, the first two images loaded at once', async ({ page }) => {
  expect(posts.length, 'the dataset needs more articles than one page holds').toBeGreaterThan(perPage)
  const response = await page.goto('/blog')
  expect(response?.status()).toBe(200)
  const cards = page.locator('main article')
  await expect(cards).toHaveCount(perPage)
  const hrefs = await cards.locator('h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual(hrefsOf(posts.slice(0, perPage)))
  const loading = await cards.locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('loading')))
  expect(loading.slice(0, 2)).toEqual(['eager', 'eager'])
  expect(loading.slice(2).every((value) => value === 'lazy')).toBe(true)
  await expect(cards.first().getByText('Read More')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Subscribe to Newsletter' })).toBeVisible()
  const pages = page.getByRole('navigation', { name: 'Article pages' })
  await expect(pages.getByRole('link')).toHaveCount(1)
  await expect(pages.getByRole('link', { name: /Older Articles/ })).toHaveAttribute('href', '/blog/page/2')
})

test('the second blog page has its own address, title and canonical, the next articles and the way back', async ({ page }) => {
  await page.goto('/blog')
  const firstTitle = await page.title()
  await page
    .getByRole('navigation', { name: 'Article pages' })
    .getByRole('link', { name: /Older Articles/ })
    .click()
  await expect(page).toHaveURL(/\/blog\/page\/2$/)
  await expect(page).toHaveTitle(`${firstTitle} – Page 2`)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/blog\/page\/2$/)
  const hrefs = await page.locator('main article h3 a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
  expect(hrefs).toEqual(hrefsOf(posts.slice(perPage, 2 * perPage)))
  const pages = page.getByRole('navigation', { name: 'Article pages' })
  await expect(pages).toContainText(`Page 2 of ${Math.ceil(posts.length / perPage)}`)
  await expect(pages.getByRole('link', { name: /Newer Articles/ })).toHaveAttribute('href', '/blog')
})

test('page numbers the articles do not fill are not found', async ({ request }) => {
  const last = Math.ceil(posts.length / perPage)
  for (const path of [`/blog/page/${last + 1}`, '/blog/page/1', '/blog/page/02', '/blog/page/x', '/blog/category/lawn-care/page/99']) {
    expect((await request.get(path)).status(), path).toBe(404)
  }
})

for (const post of posts) {
  test(`article ${post.slug.current} shows its date, the way back and its call to action`, async ({ page }) => {
    const response = await page.goto(`/blog/${post.slug.current}`)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
    await expect(page.locator(`time[datetime="${post.date}"]`).first()).toBeVisible()
    await expect(page.getByRole('link', { name: /Back to Blog/ })).toHaveAttribute('href', '/blog')
    const cta = page.locator('section[aria-labelledby="article-cta"]')
    await expect(cta.getByRole('link', { name: post.cta.label })).toHaveAttribute('href', post.cta.href)
    await expect(cta.locator('a[href^="tel:"]')).toHaveCount(1)
    await expect(page.locator('main img').first()).toHaveAttribute('alt', /\w{4,}/)
  })
}

test('an article with the second-number flag shows the second company number', async ({ page }) => {
  const post = posts.find((item) => item.cta.secondaryPhone)
  expect(post).toBeDefined()
  await page.goto(`/blog/${post!.slug.current}`)
  const ctaPhone = page.locator('section[aria-labelledby="article-cta"] a[href^="tel:"]')
  const headerPhone = page.getByRole('banner').locator('a[href^="tel:"]').first()
  expect(await ctaPhone.getAttribute('href')).not.toBe(await headerPhone.getAttribute('href'))
})

type FactSheetDoc = Doc & {
  _id: string
  title: string
  rows: { label: string; value: string }[]
  sources: { name: string; href?: string }[]
}
type ArticleBody = { body: { _type: string; fact?: { _ref: string } }[] }

test('an article shows its fact box from the one fact document, with sources and the month it was checked', async ({ page }) => {
  // The first article showing a fact box whose source has an address readers can follow.
  const sheets = ofType<FactSheetDoc>('factSheet').filter((item) => item.sources.some((source) => source.href))
  const pairs = (posts as (PostDoc & ArticleBody)[]).flatMap((post) =>
    post.body.flatMap((block) => sheets.filter((sheet) => sheet._id === block.fact?._ref).map((sheet) => ({ post, sheet }))),
  )
  expect(pairs.length, 'the dataset needs an article with a sourced fact box').toBeGreaterThan(0)
  const { post, sheet } = pairs[0]!
  const source = sheet.sources.find((item) => item.href)!
  await page.goto(`/blog/${post.slug.current}`)
  const box = page.getByRole('figure', { name: sheet.title })
  await expect(box.locator('dt')).toHaveText(sheet.rows.map((row) => row.label))
  await expect(box.locator('dd')).toHaveText(sheet.rows.map((row) => row.value))
  await expect(box.getByRole('link', { name: source.name })).toHaveAttribute('href', source.href!)
  await expect(box).toContainText(/As of \w+ \d{4}/)
})

test('a category page lists only that category', async ({ page }) => {
  await page.goto('/blog/category/tree-shrub-care')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tree & Shrub Care')
  const badges = await page.locator('main article').evaluateAll((cards) => cards.map((card) => card.textContent ?? ''))
  expect(badges.length).toBeGreaterThanOrEqual(2)
  expect(badges.every((text) => text.includes('Tree & Shrub Care'))).toBe(true)
})
