import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

type Body = SectionOf<'richText'>['body']

const body: Body = [
  {
    _type: 'block',
    _key: 'b1',
    style: 'h2',
    markDefs: [],
    children: [{ _type: 'span', _key: 's1', text: 'Watering in sandy soil', marks: [] }],
  },
  {
    _type: 'block',
    _key: 'b2',
    style: 'normal',
    markDefs: [{ _type: 'link', _key: 'l1', href: '/services/irrigation' }],
    children: [
      { _type: 'span', _key: 's2', text: 'Water St. Augustine grass early in the morning, then ', marks: [] },
      { _type: 'span', _key: 's3', text: 'book an irrigation check', marks: ['l1'] },
      { _type: 'span', _key: 's4', text: '.', marks: [] },
    ],
  },
]

const section: SectionOf<'richText'> = { _key: 'article', _type: 'richText', heading: 'Summer lawn care in Jacksonville', body }

describe('rich text', () => {
  it('shows the heading and body with its links, the body headings one level down', async () => {
    const html = await renderSection(section)
    expect(visibleText(html)).toContain(
      'Summer lawn care in Jacksonville Watering in sandy soil Water St. Augustine grass early in the morning, then book an irrigation check .',
    )
    expect(html).toMatch(/<a\b[^>]*\bhref="\/services\/irrigation"[^>]*>book an irrigation check<\/a>/)
    expect(html).toContain('<h3>Watering in sandy soil</h3>')
  })

  it("keeps the body's headings at h2 when the section has no heading", async () => {
    const html = await renderSection({ ...section, heading: null })
    expect(html).toContain('<h2>Watering in sandy soil</h2>')
    expect(visibleText(html)).not.toContain('Summer lawn care in Jacksonville')
  })
})
