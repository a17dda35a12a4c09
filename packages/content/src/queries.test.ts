import { beforeAll, describe, expect, it } from 'vitest'
import {
  categoryQuery,
  createMemorySource,
  layoutQuery,
  locationQuery,
  locationSlugsQuery,
  pagePathsQuery,
  pageQuery,
  postCardsPageQuery,
  postCardsQuery,
  postCountsQuery,
  postQuery,
  type ContentSource,
} from '@site/sanity'
import { buildDataset, type DatasetDocument } from './build.ts'

// The site's real GROQ queries, evaluated by groq-js over the embedded dataset exactly as the web
// app does in local mode.

let documents: DatasetDocument[] = []
let source: ContentSource

beforeAll(async () => {
  documents = (await buildDataset()).documents
  source = createMemorySource(documents)
})

function references(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => references(item, found))
  else if (value && typeof value === 'object') {
    const ref = (value as { _ref?: unknown })._ref
    if (typeof ref === 'string') found.push(ref)
    Object.values(value).forEach((item) => references(item, found))
  }
  return found
}

describe('embedded dataset', () => {
  it('has no reference to a missing document', () => {
    const ids = new Set(documents.map((doc) => doc._id))
    const dangling = documents.flatMap((doc) =>
      references(doc)
        .filter((ref) => !ids.has(ref))
        .map((ref) => `${doc._id} -> ${ref}`),
    )
    expect(dangling).toEqual([])
  })

  it('answers the layout query with the company facts, menus and plans', async () => {
    const layout = await source.fetch(layoutQuery)
    expect(layout.settings?.phone).toMatch(/^\(\d{3}\) \d{3}-\d{4}$/)
    expect(layout.settings?.email).toMatch(/@example\.com$/)
    expect(layout.navigation?.header.map((group) => [group.label, group.links.length])).toEqual([
      ['Lawn Treatments', 4],
      ['Pest Control', 6],
      ['Service Areas', 11],
      ['Pricing', 2],
      ['About', 6],
    ])
    expect(layout.plans.map((plan) => plan.price)).toEqual([55, 70, 80, 99])
  })

  it('answers the page query for every page path, with each section projected', async () => {
    const paths = await source.fetch(pagePathsQuery)
    expect(paths.map((page) => page.path)).toContain('/')
    let sections = 0
    for (const { path } of paths) {
      const page = await source.fetch(pageQuery, { path })
      expect(page?.hero.heading, path).toBeTruthy()
      for (const section of page?.sections ?? []) expect(section._type, path).toBeTruthy()
      sections += page?.sections?.length ?? 0
    }
    expect(sections, 'sections projected').toBeGreaterThan(paths.length)
  })

  it('lists articles newest first and resolves each article with related ones from its category', async () => {
    const cards = await source.fetch(postCardsQuery)
    expect(cards.length).toBeGreaterThanOrEqual(32)
    const dates = cards.map((card) => card.date)
    expect([...dates].sort().reverse()).toEqual(dates)
    for (const card of cards) expect(card.image?.asset?.metadata?.dimensions?.width, card.slug).toBe(1600)
    const post = await source.fetch(postQuery, { slug: 'chinch-bug-control-st-augustine-jacksonville' })
    expect(post?.category?.title).toBe('Lawn Care')
    expect(post?.related.length).toBeGreaterThanOrEqual(2)
    expect(post?.related.every((related) => related.category?.title === 'Lawn Care')).toBe(true)
    const category = await source.fetch(categoryQuery, { slug: 'pest-control', start: 0, end: 25 })
    expect(category?.posts.every((item) => item.category?.slug === 'pest-control')).toBe(true)
    expect(category?.posts).toHaveLength(category?.total ?? -1)
  })

  it('pages the blog: consecutive slices of the newest-first list, with the counts the page numbers come from', async () => {
    const cards = await source.fetch(postCardsQuery)
    const first = await source.fetch(postCardsPageQuery, { start: 0, end: 25 })
    const second = await source.fetch(postCardsPageQuery, { start: 25, end: 50 })
    expect(first.total).toBe(cards.length)
    expect([...first.posts, ...second.posts].map((card) => card.slug)).toEqual(cards.map((card) => card.slug))
    expect(first.posts).toHaveLength(25)
    const counts = await source.fetch(postCountsQuery)
    expect(counts.total).toBe(cards.length)
    expect(counts.categories.reduce((sum, category) => sum + category.total, 0)).toBe(cards.filter((card) => card.category).length)
  })

  it('resolves every town with its spec population, ZIP codes and services', async () => {
    const slugs = await source.fetch(locationSlugsQuery)
    expect(slugs).toHaveLength(12)
    const jacksonville = await source.fetch(locationQuery, { slug: 'jacksonville' })
    expect(jacksonville?.population).toBe('950,000+')
    expect(jacksonville?.zipCodes).toEqual(['32207-32211', '32216-32220'])
    for (const { slug } of slugs) {
      const town = await source.fetch(locationQuery, { slug })
      expect(town?.neighborhoods.length, slug).toBeGreaterThanOrEqual(5)
      expect(
        town?.services.every((service) => service?.path?.startsWith('/')),
        slug,
      ).toBe(true)
    }
  })
})
