import { describe, expect, it } from 'vitest'
import type { ImageData, SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const lawnPhoto: ImageData = {
  _type: 'imageWithAlt',
  alt: 'A thick St. Augustine lawn in Orange Park',
  hotspot: null,
  crop: null,
  asset: {
    _id: 'image-0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c-2000x1000-png',
    url: 'https://cdn.sanity.io/images/abc123/production/0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c-2000x1000.png',
    metadata: { lqip: null, isOpaque: true, dimensions: { width: 2000, height: 1000 } },
  },
}

const section: SectionOf<'featureGrid'> = {
  _key: 'services',
  _type: 'featureGrid',
  heading: 'What we take care of',
  intro: 'Lawn and pest services across Duval, Clay and St. Johns counties.',
  columns: 3,
  tone: 'tinted',
  items: [
    {
      _key: 'lawn',
      icon: 'grass',
      title: 'Lawn care',
      text: 'Fertilization and weed control timed to the season.',
      href: '/lawn-care',
      image: lawnPhoto,
    },
    {
      _key: 'local',
      icon: 'map-pin',
      title: 'Local technicians',
      text: 'The same technician visits your yard each time.',
      href: null,
      image: null,
    },
  ],
}

describe('feature grid', () => {
  it('shows each card; a card with an address links its title, a card with a picture shows it', async () => {
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('What we take care of Lawn and pest services across Duval, Clay and St. Johns counties.')
    expect(text).toContain('Lawn care Fertilization and weed control timed to the season. Learn more →')
    expect(html).toMatch(/<a\b[^>]*\bhref="\/lawn-care"[^>]*>Lawn care<\/a>/)
    expect(html).toContain('alt="A thick St. Augustine lawn in Orange Park"')
    expect(text).toContain('Local technicians The same technician visits your yard each time.')
    expect(html.match(/<a /g)).toHaveLength(1)
    expect(text.match(/Learn more/g)).toHaveLength(1)
  })

  it('draws an icon instead of a picture when the editor leaves the image out', async () => {
    const html = await renderSection({ ...section, items: section.items.map((item) => ({ ...item, image: null })) })
    expect(html).not.toContain('<img')
    expect(html.match(/<svg/g)).toHaveLength(2)
  })
})
