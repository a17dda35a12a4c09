// Each town page is a page of its own, not the shared layout with another name in it: at least half
// of its eight-word phrases appear on no other town page, those phrases cover at least 250 words,
// and it links an article about its area. Measured on the rendered pages, over what a visitor reads
// in <main> (the header and footer are the same everywhere by design).
import { expect, test } from './support/test.ts'
import { ofType, type LocationDoc } from './support/dataset'
import { originality } from './support/shingles'

const towns = ofType<LocationDoc>('location')
const MIN_OWN_SHARE = 0.5
const MIN_OWN_WORDS = 250

test('every town page has text of its own and links an article', async ({ page }) => {
  const texts: Record<string, string> = {}
  const articles: Record<string, string[]> = {}
  for (const town of towns) {
    const slug = town.slug.current
    await page.goto(`/locations/${slug}`)
    const main = page.getByRole('main')
    texts[slug] = await main.innerText()
    articles[slug] = await main.locator('a[href^="/blog/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
  }
  const measured = originality(texts)
  const report = Object.entries(measured).map(
    ([slug, m]) =>
      `${slug}: ${Math.round(m.ownShare * 100)}% own, ${m.ownWords} of ${m.words} words, ${articles[slug]?.length} article links`,
  )
  console.log(report.join('\n'))
  for (const [slug, m] of Object.entries(measured)) {
    expect(m.ownShare, `${slug}: share of its own eight-word phrases`).toBeGreaterThanOrEqual(MIN_OWN_SHARE)
    expect(m.ownWords, `${slug}: words no other town page has`).toBeGreaterThanOrEqual(MIN_OWN_WORDS)
    expect(articles[slug], `${slug}: links to articles`).not.toEqual([])
  }
  expect(Object.keys(measured)).toHaveLength(12)
})

test('a town page written like another fails the measure', () => {
  // The measure itself: two pages that differ only in the town name have nothing of their own.
  const shared = 'Our trucks visit every six to eight weeks and service calls between visits are free for every customer.'
  const measured = originality({
    a: `Yulee. ${shared}`,
    b: `Middleburg. ${shared}`,
    c: 'Something else entirely, written for one town only and no other.',
  })
  expect(measured.a?.ownShare).toBeLessThan(0.2)
  expect(measured.c?.ownShare).toBe(1)
})
