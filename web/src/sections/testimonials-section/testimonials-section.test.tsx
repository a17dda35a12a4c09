import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const section: SectionOf<'testimonialsSection'> = {
  _key: 'reviews',
  _type: 'testimonialsSection',
  heading: 'What our neighbors say',
  intro: null,
  testimonials: [
    {
      _id: 'testimonial-dana',
      name: 'Dana R.',
      location: 'Orange Park',
      text: 'Our St. Augustine lawn came back thicker after one season, and the technician always texts before he comes.',
      rating: 5,
    },
    {
      _id: 'testimonial-marcus',
      name: 'Marcus T.',
      location: 'Ponte Vedra Beach',
      text: 'We see far fewer roaches since the quarterly visits started.',
      rating: 4,
    },
  ],
}

describe('testimonials section', () => {
  it('shows each review with its rating, quote, name and town', async () => {
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('What our neighbors say')
    expect(text).toContain(
      '5 out of 5 stars Our St. Augustine lawn came back thicker after one season, and the technician always texts before he comes. Dana R. Orange Park',
    )
    expect(text).toContain('4 out of 5 stars We see far fewer roaches since the quarterly visits started. Marcus T. Ponte Vedra Beach')
  })

  it('fills as many stars as the rating', async () => {
    const html = await renderSection({ ...section, testimonials: [section.testimonials[1]!] })
    expect(html.match(/fill="currentColor"/g)).toHaveLength(4)
    expect(html.match(/fill="none"/g)).toHaveLength(1)
  })
})
