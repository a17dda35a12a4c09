import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const section: SectionOf<'listSection'> = {
  _key: 'visit',
  _type: 'listSection',
  heading: 'What happens at each visit',
  intro: null,
  style: 'number',
  image: null,
  items: ['Inspect the turf for chinch bugs and fungus', 'Treat weeds in the lawn and beds', 'Leave a visit report at your door'],
}

describe('list section', () => {
  it('numbers the items in an ordered list', async () => {
    const html = await renderSection(section)
    expect(html).toContain('<ol')
    expect(visibleText(html)).toBe(
      'What happens at each visit 1 Inspect the turf for chinch bugs and fungus 2 Treat weeds in the lawn and beds 3 Leave a visit report at your door',
    )
  })

  it('draws check marks and the picture when the editor picks them', async () => {
    const html = await renderSection({
      ...section,
      intro: 'Included with every Jacksonville lawn plan.',
      style: 'check',
      image: {
        _type: 'imageWithAlt',
        alt: 'A technician checking a St. Augustine lawn',
        hotspot: null,
        crop: null,
        asset: {
          _id: 'image-0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c-2000x1000-png',
          url: 'https://cdn.sanity.io/images/abc123/production/0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c-2000x1000.png',
          metadata: { lqip: null, isOpaque: true, dimensions: { width: 2000, height: 1000 } },
        },
      },
    })
    expect(html).toContain('<ul')
    expect(html.match(/<svg/g)).toHaveLength(3)
    expect(visibleText(html)).toContain(
      'Included with every Jacksonville lawn plan. Inspect the turf for chinch bugs and fungus Treat weeds',
    )
    expect(html).toContain('alt="A technician checking a St. Augustine lawn"')
  })
})
