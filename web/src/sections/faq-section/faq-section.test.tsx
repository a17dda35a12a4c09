import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const section: SectionOf<'faqSection'> = {
  _key: 'faqs',
  _type: 'faqSection',
  heading: 'Lawn care questions',
  intro: 'What Jacksonville homeowners ask us most.',
  faqs: [
    {
      _id: 'faq-chinch',
      question: 'Do you treat chinch bugs in St. Augustine grass?',
      answer:
        'Yes. Chinch bug treatment is part of every lawn plan.\n\nIf damage shows between visits, call 904-555-0142 and we come back at no charge.',
    },
    { _id: 'faq-visits', question: 'How often do you visit?', answer: 'Every six to eight weeks, depending on the season.' },
  ],
}

describe('faq section', () => {
  it('shows each question as a disclosure with its answer split into paragraphs', async () => {
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('Lawn care questions What Jacksonville homeowners ask us most.')
    expect(html).toContain('<summary')
    expect(text).toContain('Do you treat chinch bugs in St. Augustine grass?')
    expect(html).toContain('<p>Yes. Chinch bug treatment is part of every lawn plan.</p><p>If damage shows between visits')
    expect(html.match(/<details/g)).toHaveLength(2)
    expect(text).toContain('How often do you visit? Every six to eight weeks, depending on the season.')
  })

  it('leaves the intro out when the editor does', async () => {
    const text = visibleText(await renderSection({ ...section, intro: null }))
    expect(text.startsWith('Lawn care questions Do you treat chinch bugs')).toBe(true)
  })
})
