import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const section: SectionOf<'mediaText'> = {
  _key: 'story',
  _type: 'mediaText',
  eyebrow: 'Our story',
  heading: 'Started with one truck in Mandarin',
  imageSide: 'left',
  image: {
    _type: 'imageWithAlt',
    alt: 'The owner beside the first service truck',
    hotspot: null,
    crop: null,
    asset: {
      _id: 'image-0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c-2000x1000-png',
      url: 'https://cdn.sanity.io/images/abc123/production/0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c-2000x1000.png',
      metadata: { lqip: null, isOpaque: true, dimensions: { width: 2000, height: 1000 } },
    },
  },
  body: [
    {
      _key: 'p1',
      _type: 'block',
      style: 'normal',
      markDefs: [{ _key: 'areas', _type: 'link', href: '/service-areas' }],
      children: [
        { _key: 'p1a', _type: 'span', marks: [], text: 'We now serve lawns across ' },
        { _key: 'p1b', _type: 'span', marks: ['areas'], text: 'North Florida' },
        { _key: 'p1c', _type: 'span', marks: [], text: '.' },
      ],
    },
    {
      _key: 'h',
      _type: 'block',
      style: 'h2',
      markDefs: [],
      children: [{ _key: 'ha', _type: 'span', marks: [], text: 'Still family owned' }],
    },
  ],
}

describe('media text', () => {
  it('shows the eyebrow, heading, body with its link and the picture, body headings one level down', async () => {
    const html = await renderSection(section)
    expect(visibleText(html)).toContain(
      'Our story Started with one truck in Mandarin We now serve lawns across North Florida . Still family owned',
    )
    expect(html).toMatch(/<a\b[^>]*\bhref="\/service-areas"[^>]*>North Florida<\/a>/)
    expect(html).toContain('<h3>Still family owned</h3>')
    expect(html).toContain('alt="The owner beside the first service truck"')
  })

  it('leaves the eyebrow out when the editor does', async () => {
    const text = visibleText(await renderSection({ ...section, eyebrow: null }))
    expect(text.startsWith('Started with one truck in Mandarin')).toBe(true)
  })
})
