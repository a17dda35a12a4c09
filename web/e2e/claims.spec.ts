// Claims a regulator or a local reader would catch, checked on every page of the sitemap as served:
// the license named as the business's, no summer fertilizer ban, the 2023 zone split, one reading of
// the company's age per page, the rating with its review site, "limited time" only beside an end date,
// and no sample review under a heading that calls it a customer's.
import { expect, test } from './support/test.ts'
import { documents, ofType, type Doc } from './support/dataset'
import { sitemapPaths } from './support/sitemap'

type Settings = Doc & { rating: { count: number; source: string } }
const settings = documents.find((doc) => doc._id === 'siteSettings') as Settings

/** What a visitor can read in the page's markup: scripts, styles and tags dropped. */
const textOf = (html: string) =>
  html
    .replace(/<head[\s\S]*?<\/head>/, ' ')
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;|&rsquo;/g, "'")
    .replace(/\s+/g, ' ')

const NEVER: [string, RegExp][] = [
  ['licensed technicians or pros', /\blicensed (?:[\w-]+ )?(?:technicians?|techs?|pros?|professionals?|inspectors?)\b/i],
  ['a summer fertilizer ban', /\b(?:summer|seasonal) (?:fertili[sz]er )?(?:bans?|blackouts?)\b|\bfertili[sz]er (?:bans?|blackouts?)\b/i],
  ['most of Jacksonville in 9a', /\bmost of (?:Jacksonville|Duval)[^.]{0,40}\b9a\b/i],
]

test('no page of the sitemap makes a claim on the list, and each says the company\u2019s age one way', async ({ request }) => {
  const found: string[] = []
  let ratings = 0
  const paths = await sitemapPaths(request)
  // No seeded offer has an end date, so no page may call an offer limited in time.
  const datedOffer = ofType<Doc & { endsAt?: string }>('special').some((special) => special.endsAt)
  for (const path of paths) {
    const text = textOf(await (await request.get(path)).text())
    for (const [name, pattern] of NEVER) if (pattern.test(text)) found.push(`${path}: ${name} ("${pattern.exec(text)?.[0]}")`)
    if (/\b25\+ years\b/i.test(text) && /\b18\+ years\b/i.test(text)) found.push(`${path}: both 25+ and 18+ years`)
    if (!datedOffer && /\blimited[- ]time\b/i.test(text)) found.push(`${path}: "limited time" with no offer ending`)
    // Every mention of the review count names the review site right after it.
    for (const match of text.matchAll(new RegExp(`\\b${settings.rating.count} reviews\\b(.{0,12})`, 'g'))) {
      ratings++
      if (!match[1]!.startsWith(` on ${settings.rating.source}`)) found.push(`${path}: rating without its review site ("${match[0]}")`)
    }
  }
  expect(found).toEqual([])
  // The footer gives the rating on every page, so the check above met at least one per page.
  expect(ratings).toBeGreaterThanOrEqual(paths.length)
  expect(paths.length).toBeGreaterThan(60)
})

test('both readings of the company\u2019s age are on the site, on different pages', async ({ request }) => {
  const about = textOf(await (await request.get('/about')).text())
  const stats = textOf(await (await request.get('/stats')).text())
  expect(about).toMatch(/\b18\+ years\b/i)
  expect(stats).toMatch(/\b25\+ years\b/i)
})

test('no sample review sits under a heading that calls it a customer\u2019s', async ({ page, request }) => {
  const withSamples: string[] = []
  for (const path of await sitemapPaths(request))
    if ((await (await request.get(path)).text()).includes('data-sample-review')) withSamples.push(path)
  expect(withSamples).toContain('/')
  const wrong: string[] = []
  let checked = 0
  for (const path of withSamples) {
    await page.goto(path)
    // The heading of the section around each sample review card.
    const headings = await page
      .locator('[data-sample-review]')
      .evaluateAll((labels) => labels.map((label) => label.closest('section')?.querySelector('h2')?.textContent ?? ''))
    checked += headings.length
    for (const heading of headings)
      if (/\b(?:customers?|clients?|neighbou?rs|homeowners)\s+(?:say|said)\b/i.test(heading)) wrong.push(`${path}: "${heading}"`)
  }
  expect(wrong).toEqual([])
  expect(checked).toBeGreaterThanOrEqual(withSamples.length)
})
