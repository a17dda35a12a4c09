import { beforeAll, describe, expect, it } from 'vitest'
import { createMemorySource, layoutQuery, locationQuery, pageQuery } from '@site/sanity'
import { buildDataset, type DatasetDocument } from './build.ts'

// Which reviews the site's queries hand to a page: samples (labelled by the site), real reviews only
// with the customer's permission, and a town's or a service's own real reviews where there are some.

let documents: DatasetDocument[] = []

beforeAll(async () => {
  documents = (await buildDataset()).documents
})

const ref = (id: string) => ({ _type: 'reference', _ref: id })
const real = (id: string, date: string, extra: object) => ({
  _id: id,
  _type: 'testimonial',
  name: `Customer ${id}`,
  location: 'Mandarin, Jacksonville',
  text: 'They came when they said they would.',
  rating: 5,
  source: 'google',
  date,
  sample: false,
  ...extra,
})

const reviewsOf = (section: { _type: string } | undefined) =>
  section && 'testimonials' in section && 'ownReviews' in section
    ? { chosen: (section.testimonials as { _id: string }[] | null) ?? [], own: section.ownReviews as { _id: string }[] }
    : null

describe('the seeded reviews', () => {
  it('are all samples with no source, date or permission, and the settings hold the one rating', async () => {
    const reviews = documents.filter((doc) => doc._type === 'testimonial') as unknown as Record<string, unknown>[]
    expect(reviews.length).toBe(15)
    for (const review of reviews) expect(review, String(review._id)).toMatchObject({ sample: true })
    expect(reviews.filter((review) => review.source || review.date || review.permission)).toEqual([])
    const { settings } = await createMemorySource(documents).fetch(layoutQuery)
    expect(settings?.rating).toEqual({ value: 4.8, count: 150, source: 'Google', asOf: '2025-10-01' })
    expect(settings?.reviewWording.sampleLabel).toBe('Sample review')
  })

  it('reach the home page and every town page, while no service page shows a review yet', async () => {
    const source = createMemorySource(documents)
    const home = await source.fetch(pageQuery, { path: '/' })
    expect(home?.sections?.map(reviewsOf).find(Boolean)?.chosen).toHaveLength(3)
    const town = await source.fetch(locationQuery, { slug: 'jacksonville' })
    expect(town?.testimonial).toMatchObject({ _id: 'testimonial-jacksonville', sample: true })
    expect(town?.townReviews).toEqual([])
    const roaches = await source.fetch(pageQuery, { path: '/pest-control/roaches' })
    expect(roaches?.sections?.map(reviewsOf).find(Boolean)).toEqual({ chosen: [], own: [] })
  })
})

describe('real reviews staff add', () => {
  const withPermission = real('testimonial-ana', '2025-04-02', {
    permission: true,
    town: ref('location-jacksonville'),
    service: ref('page-pest-control-roaches'),
  })
  const newer = real('testimonial-bo', '2025-06-20', { permission: true, town: ref('location-jacksonville') })
  const noPermission = real('testimonial-cy', '2025-07-01', {
    permission: false,
    town: ref('location-jacksonville'),
    service: ref('page-pest-control-roaches'),
  })

  it("show on their town page, newest first, in place of the chosen sample, and on their service's page", async () => {
    const source = createMemorySource([...documents, withPermission, newer, noPermission])
    const town = await source.fetch(locationQuery, { slug: 'jacksonville' })
    expect(town?.townReviews.map((review) => review._id)).toEqual(['testimonial-bo', 'testimonial-ana'])
    const roaches = await source.fetch(pageQuery, { path: '/pest-control/roaches' })
    expect(
      roaches?.sections
        ?.map(reviewsOf)
        .find(Boolean)
        ?.own.map((review) => review._id),
    ).toEqual(['testimonial-ana'])
    // Another service page shows none of them.
    const wasps = await source.fetch(pageQuery, { path: '/pest-control/wasps' })
    expect(wasps?.sections?.map(reviewsOf).find(Boolean)?.own).toEqual([])
  })

  it("are never handed to a page without the customer's permission, even where staff chose them", async () => {
    const home = documents.find((doc) => doc._id === 'page-home')!
    const chosen = JSON.parse(JSON.stringify(home).replace('"testimonial-home-mandarin"', '"testimonial-cy"'))
    const jacksonville = documents.find((doc) => doc._id === 'location-jacksonville')!
    const pickedTown = { ...jacksonville, testimonial: ref('testimonial-cy') }
    const others = documents.filter((doc) => doc._id !== 'page-home' && doc._id !== 'location-jacksonville')
    const source = createMemorySource([...others, chosen, pickedTown, noPermission])
    const page = await source.fetch(pageQuery, { path: '/' })
    expect(
      page?.sections
        ?.map(reviewsOf)
        .find(Boolean)
        ?.chosen.map((review) => review._id),
    ).toEqual(['testimonial-home-fleming-island', 'testimonial-home-atlantic-beach'])
    const town = await source.fetch(locationQuery, { slug: 'jacksonville' })
    expect(town?.testimonial).toBeNull()
    expect(town?.townReviews).toEqual([])
  })
})
