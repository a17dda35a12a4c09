import { describe, expect, it, vi } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

// The review labels' words come from the seeded site settings.
vi.mock('@/sanity/fetch', () => import('@/sanity/testing/seeded-content'))

type Review = SectionOf<'testimonialsSection'>['ownReviews'][number]

const dana: Review = {
  _id: 'testimonial-dana',
  name: 'Dana R.',
  location: 'Orange Park',
  text: 'Our St. Augustine lawn came back thicker after one season, and the technician always texts before he comes.',
  rating: 5,
  sample: false,
  source: 'google',
  date: '2025-03-14',
}
const marcus: Review = {
  _id: 'testimonial-marcus',
  name: 'Marcus T.',
  location: 'Ponte Vedra Beach',
  text: 'We see far fewer roaches since the quarterly visits started.',
  rating: 4,
  sample: false,
  source: 'letter',
  date: '2024-11-02',
}
const demo: Review = { ...dana, _id: 'testimonial-demo', name: 'Denise C.', sample: true, source: null, date: null }

const section: SectionOf<'testimonialsSection'> = {
  _key: 'reviews',
  _type: 'testimonialsSection',
  heading: 'What our neighbors say',
  intro: null,
  testimonials: [dana, marcus],
  ownReviews: [],
}

describe('testimonials section', () => {
  it('shows each review with where and when it was written, its rating, quote, name and town', async () => {
    const text = visibleText(await renderSection(section))
    expect(text).toContain('What our neighbors say')
    expect(text).toContain(
      'Google review, March 2025 5 out of 5 stars Our St. Augustine lawn came back thicker after one season, and the technician always texts before he comes. Dana R. Orange Park',
    )
    expect(text).toContain(
      'Letter to our office, November 2024 4 out of 5 stars We see far fewer roaches since the quarterly visits started. Marcus T. Ponte Vedra Beach',
    )
    expect(text).not.toContain('Sample review')
  })

  it('labels a sample review "Sample review", and gives it no source or date', async () => {
    const html = await renderSection({ ...section, testimonials: [demo] })
    expect(visibleText(html)).toContain('Sample review 5 out of 5 stars Our St. Augustine lawn')
    expect(html.match(/data-sample-review/g)).toHaveLength(1)
    expect(visibleText(html)).not.toContain('Google review')
  })

  it("shows the page's own real reviews in place of the chosen ones, and nothing when there are neither", async () => {
    const own = visibleText(await renderSection({ ...section, testimonials: [demo], ownReviews: [marcus] }))
    expect(own).toContain('Marcus T.')
    expect(own).not.toContain('Denise C.')
    expect(await renderSection({ ...section, testimonials: null, ownReviews: [] })).toBe('')
  })

  it('fills as many stars as the rating', async () => {
    const html = await renderSection({ ...section, testimonials: [marcus] })
    // Each star is one closed outline (`z`) of the filled path or of the empty one.
    const stars = (fill: string) => new RegExp(`<path d="([^"]+)" fill="${fill}"`).exec(html)?.[1]?.match(/z/g)?.length ?? 0
    expect(stars('currentColor')).toBe(4)
    expect(stars('none')).toBe(1)
  })
})
