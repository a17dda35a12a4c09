import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const section: SectionOf<'statsSection'> = {
  _key: 'numbers',
  _type: 'statsSection',
  heading: 'By the numbers',
  intro: null,
  stats: [
    { _id: 'stat-lawns', value: '4,200+', label: 'Lawns treated', description: 'Yards across Duval, Clay and St. Johns counties.' },
    { _id: 'stat-years', value: '18', label: 'Years in business', description: 'Family-owned in Jacksonville since 2007.' },
  ],
}

describe('stats section', () => {
  it('shows each figure with its label and description', async () => {
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('By the numbers')
    expect(text).toContain('4,200+ Lawns treated Yards across Duval, Clay and St. Johns counties.')
    expect(text).toContain('18 Years in business Family-owned in Jacksonville since 2007.')
    expect(html).toMatch(/<h3[^>]*>Lawns treated<\/h3>/)
  })

  it('shows the introduction only when the editor writes one', async () => {
    const intro = 'A few figures from our North Florida routes.'
    expect(visibleText(await renderSection(section))).not.toContain(intro)
    expect(visibleText(await renderSection({ ...section, intro }))).toContain(`By the numbers ${intro}`)
  })
})
