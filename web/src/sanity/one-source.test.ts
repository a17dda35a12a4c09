import { beforeAll, describe, expect, it } from 'vitest'
import { buildDataset, type DatasetDocument } from '@site/content'
import { buildServiceOptions } from '@site/leads'
import { createContentReader, createMemorySource, readFrom } from '@site/sanity'
import { defaultInput, estimate } from '@/features/pricing/estimate'
import { estimatorData } from '@/features/pricing/estimator-data'
import { compareSavings } from '@/features/pricing/savings'

// One source per fact: the Lawn Program price is written once, in its plan document. Change it in
// the dataset and every query the site runs, read through the site's content reader,
// must show the new price and nowhere the old one: pages, layout, towns, posts, quiz, the form's
// service options, the savings sums and the estimator.

const LAWN_PLAN_ID = 'plan-lawn-program'

/** Everything a visitor can be shown, as the site's data layer produces it. */
async function siteContent(documents: DatasetDocument[]) {
  const content = createContentReader(readFrom(createMemorySource(documents)))
  const layout = await content.getLayout()
  const { facts, pricing } = layout

  const pages = new Map<string, unknown>()
  for (const { path } of await content.getPagePaths()) pages.set(path, await content.getPage(path))
  const towns: unknown[] = []
  for (const { slug } of await content.getLocationSlugs()) {
    const location = await content.getLocation(slug)
    towns.push(location, await content.getLocationSettings(location?.name ?? ''))
  }
  const posts: unknown[] = []
  for (const page of [1, ...(await content.getListingPages()).blog]) posts.push(await content.getPostCardPage(page))
  for (const { slug } of await content.getPostSlugs()) posts.push(await content.getPost(slug))

  const serviceOptions = buildServiceOptions(layout.plans, pricing.otherServiceOptions, pricing.serviceSelectPrompt)
  const { plans, rules } = estimatorData(layout.plans, pricing)
  return {
    facts,
    layout,
    pages,
    towns,
    posts,
    quiz: await content.getQuiz(),
    serviceOptions,
    estimate: estimate(defaultInput(plans, rules), plans, rules),
  }
}

const text = (value: unknown) => JSON.stringify(value)
const OLD_PRICE = /\$55(?![\d.])/

function withLawnPrice(documents: DatasetDocument[], price: number): DatasetDocument[] {
  return documents.map((doc) => (doc._id === LAWN_PLAN_ID ? { ...doc, price } : doc))
}

function savingsOn(page: unknown) {
  const sections = (page as { sections?: { _type: string }[] } | null)?.sections ?? []
  const section = sections.find((candidate) => candidate._type === 'savingsComparison') as
    { separateItems: { _key: string; label: string; monthlyPrice: number | null }[]; bundle: { price: number } } | undefined
  if (!section) throw new Error('No savings comparison on the page.')
  return compareSavings(section.separateItems, section.bundle.price)
}

describe('the Lawn Program price lives in one document', () => {
  let documents: DatasetDocument[] = []
  beforeAll(async () => {
    documents = (await buildDataset()).documents
  })

  it('is shown as $55 across the site today (so the check below can fail)', async () => {
    const site = await siteContent(documents)
    expect(text(site.pages.get('/pricing'))).toMatch(OLD_PRICE)
    expect(site.serviceOptions.map((option) => option.label)).toContain('Lawn Program $55/month')
    expect(savingsOn(site.pages.get('/pricing'))).toMatchObject({ separate: 135, monthly: 36, yearly: 432 })
  })

  it('changes everywhere when the plan document changes', async () => {
    const site = await siteContent(withLawnPrice(documents, 57))
    for (const [path, page] of site.pages) expect(text(page), `page ${path}`).not.toMatch(OLD_PRICE)
    expect(text(site.towns), 'town pages').not.toMatch(OLD_PRICE)
    expect(text(site.posts), 'blog').not.toMatch(OLD_PRICE)
    expect(text(site), 'layout, quiz, forms, estimator').not.toMatch(OLD_PRICE)

    expect(site.serviceOptions.map((option) => option.label)).toContain('Lawn Program $57/month')
    expect(text(site.pages.get('/pricing'))).toContain('$57')
    expect(text(site.pages.get('/'))).toContain('$57')
    expect(site.facts.priceRange).toBe('$57-$99')
    expect(savingsOn(site.pages.get('/pricing'))).toMatchObject({ separate: 137, monthly: 38, yearly: 456 })
    expect(site.estimate.monthly).toBe(57)
  })
})
