import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const section: SectionOf<'noticeBand'> = {
  _key: 'watering',
  _type: 'noticeBand',
  text: 'From the first Sunday in November, Northeast Florida lawns may be watered one day a week.',
  tone: 'alert',
  link: { label: 'See the watering days', href: '/blog/watering-schedule' },
}

describe('notice band', () => {
  it('shows the message as a note with its link', async () => {
    const html = await renderSection(section)
    expect(html).toContain('role="note"')
    expect(visibleText(html)).toBe(`${section.text} See the watering days`)
    expect(html).toContain('href="/blog/watering-schedule"')
  })

  it('shows the message alone when the editor adds no link', async () => {
    const html = await renderSection({ ...section, link: null })
    expect(visibleText(html)).toBe(section.text)
    expect(html).not.toContain('<a ')
  })
})
