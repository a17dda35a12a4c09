import { describe, expect, it } from 'vitest'
import type { ImageData, SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const image = (id: string, alt: string): ImageData => ({
  _type: 'imageWithAlt',
  alt,
  hotspot: null,
  crop: null,
  asset: {
    _id: `image-${id}-1000x640-jpg`,
    url: `https://cdn.sanity.io/images/abc123/production/${id}-1000x640.jpg`,
    metadata: { lqip: 'data:image/jpeg;base64,AAAA', isOpaque: true, dimensions: { width: 1000, height: 640 } },
  },
})

const section: SectionOf<'transformationsSection'> = {
  _key: 'results',
  _type: 'transformationsSection',
  heading: 'Before and after',
  intro: 'Real yards from our routes.',
  transformations: [
    {
      _id: 'transformation-mandarin',
      title: 'Chinch bug damage repaired',
      location: 'Mandarin',
      service: 'Lawn Care',
      description: 'Brown patches along the driveway filled back in over one summer.',
      results: ['Thicker St. Augustine turf', 'Fewer weeds by the fall visit'],
      beforeImage: image('1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b', 'Lawn with brown chinch bug patches'),
      afterImage: image('2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c', 'The same lawn green and even'),
    },
  ],
}

describe('transformations section', () => {
  it('shows the before and after pictures with the case, its service, town and results', async () => {
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('Before and after Real yards from our routes.')
    expect(text).toContain(
      'Before After Lawn Care · Mandarin Chinch bug damage repaired Brown patches along the driveway filled back in over one summer. Thicker St. Augustine turf Fewer weeds by the fall visit',
    )
    expect(html).toContain('alt="Lawn with brown chinch bug patches"')
    expect(html).toContain('alt="The same lawn green and even"')
    expect(html).toMatch(/src="[^"]*1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b-1000x640\.jpg\?[^"]*q=50/)
  })
})
