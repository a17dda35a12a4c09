import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const section: SectionOf<'pestGrid'> = {
  _key: 'pests',
  _type: 'pestGrid',
  heading: 'Pests we treat',
  intro: 'Common in Jacksonville homes and yards.',
  items: [
    {
      _key: 'ants',
      icon: 'ant',
      title: 'Fire ants',
      text: 'Mound treatments that reduce colonies in the lawn.',
      href: '/pests/ants',
      image: null,
    },
    {
      _key: 'roaches',
      icon: 'roach',
      title: 'Palmetto bugs',
      text: 'Perimeter treatment to cut down on indoor sightings.',
      href: '/pests/roaches',
      image: null,
    },
  ],
  extras: ['Silverfish', 'Earwigs'],
  extrasNote: 'and other crawling insects',
}

describe('pest grid', () => {
  it('links a card for each pest with a page, then names the other pests as tags', async () => {
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('Pests we treat Common in Jacksonville homes and yards.')
    expect(html).toMatch(/<a\b[^>]*\bhref="\/pests\/ants"[^>]*>Fire ants<\/a>/)
    expect(html).toMatch(/<a\b[^>]*\bhref="\/pests\/roaches"[^>]*>Palmetto bugs<\/a>/)
    expect(text).toContain('Perimeter treatment to cut down on indoor sightings.')
    expect(text).toMatch(/Silverfish Earwigs and other crawling insects$/)
  })

  it('draws no tag list when the editor leaves the extras and note empty', async () => {
    const html = await renderSection({ ...section, extras: null, extrasNote: null })
    expect(html.match(/<ul/g)).toHaveLength(1)
    expect(visibleText(html)).toMatch(/indoor sightings\. Learn more →$/)
  })
})
