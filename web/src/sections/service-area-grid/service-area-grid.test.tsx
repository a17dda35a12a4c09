import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const section: SectionOf<'serviceAreaGrid'> = {
  _key: 'towns',
  _type: 'serviceAreaGrid',
  heading: 'Towns we serve',
  intro: null,
  locations: [
    { _id: 'location-fleming-island', name: 'Fleming Island', slug: 'fleming-island', population: '29,000' },
    { _id: 'location-st-augustine', name: 'St. Augustine', slug: 'st-augustine', population: '15,000' },
  ],
}

describe('service area grid', () => {
  it("links each town to its page with the town's population", async () => {
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('Towns we serve')
    expect(text).toContain('Fleming Island Population 29,000 St. Augustine Population 15,000')
    expect(html).toContain('href="/locations/fleming-island"')
    expect(html).toContain('href="/locations/st-augustine"')
  })

  it('shows the introduction when the editor writes one', async () => {
    const intro = 'Our trucks cover Clay, Duval and St. Johns counties.'
    expect(visibleText(await renderSection({ ...section, intro }))).toContain(`Towns we serve ${intro}`)
    expect(visibleText(await renderSection(section))).not.toContain(intro)
  })
})
