import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

// The renderer draws every offer it is given: dates are filtered before it, in getPage
// (showLiveOffers). These offers have no end, so they would be live on any day after 2024 anyway.
const section: SectionOf<'specialsSection'> = {
  _key: 'offers',
  _type: 'specialsSection',
  heading: 'Current specials',
  intro: 'Offers for new customers in Duval, Clay and St. Johns counties.',
  buttonAction: 'link',
  specials: [
    {
      _id: 'special-first-visit',
      title: 'First lawn visit',
      discount: '$0 first visit',
      description: 'Start a yearly lawn plan and your first fertilization is on us.',
      features: ['Soil and turf inspection', 'Weed control on St. Augustine lawns'],
      ctaLabel: 'Claim this offer',
      popular: true,
      startsAt: '2024-03-01T05:00:00Z',
      endsAt: null,
    },
    {
      _id: 'special-mosquito',
      title: 'Mosquito season',
      discount: '20% off',
      description: 'Twenty percent off the first month of mosquito treatments.',
      features: ['Monthly yard treatments from April to October'],
      ctaLabel: 'Get mosquito pricing',
      popular: null,
      startsAt: null,
      endsAt: null,
    },
  ],
}

describe('specials section', () => {
  it('shows each offer with its discount and features, its button leading to the specials page', async () => {
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('Current specials Offers for new customers in Duval, Clay and St. Johns counties.')
    expect(text).toContain(
      '$0 first visit First lawn visit Start a yearly lawn plan and your first fertilization is on us. Soil and turf inspection Weed control on St. Augustine lawns Claim this offer',
    )
    expect(text).toContain('20% off Mosquito season Twenty percent off the first month of mosquito treatments.')
    expect(html.match(/<a [^>]*href="\/specials"/g)).toHaveLength(2)
    expect(html).not.toContain('command="show-modal"')
  })

  it("opens the page's offer pop-up instead when the editor picks it", async () => {
    const html = await renderSection({ ...section, buttonAction: 'modal' })
    expect(html.match(/<button [^>]*command="show-modal"/g)).toHaveLength(2)
    expect(html).not.toContain('href="/specials"')
    expect(visibleText(html)).toContain('Get mosquito pricing')
  })

  it('is left out when no offer is in its dates', async () => {
    expect(await renderSection({ ...section, specials: [] })).toBe('')
  })

  it('says "limited time" only on an offer with an end date, with its last day in Jacksonville', async () => {
    expect(visibleText(await renderSection(section))).not.toMatch(/limited time/i)
    const [first, second] = section.specials
    // Midnight in Jacksonville (05:00 UTC in winter): the offer's last day is the day before.
    const dated = { ...section, specials: [first!, { ...second!, endsAt: '2027-01-01T05:00:00Z' }] }
    const text = visibleText(await renderSection(dated))
    expect(text).toContain('20% off Limited time: through Dec 31, 2026 Mosquito season')
    expect(text.match(/Limited time/g)).toHaveLength(1)
  })
})
