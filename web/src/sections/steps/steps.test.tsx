import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const step = (key: string, title: string, text: string) => ({ _key: key, title, text })

const section: SectionOf<'steps'> = {
  _key: 'how',
  _type: 'steps',
  heading: 'How it works',
  intro: 'From first call to a greener lawn.',
  items: [
    step('call', 'Call or request online', 'Reach us at 904-555-0142 or through the estimate form.'),
    step('inspect', 'Free lawn inspection', 'A technician checks your turf, soil and any pest activity.'),
    step('treat', 'First treatment', 'We start your plan, usually within the week.'),
  ],
}

describe('steps', () => {
  it('numbers the steps in order with their titles and text', async () => {
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('How it works From first call to a greener lawn.')
    expect(text).toContain(
      '1 Call or request online Reach us at 904-555-0142 or through the estimate form. 2 Free lawn inspection A technician checks your turf, soil and any pest activity. 3 First treatment We start your plan, usually within the week.',
    )
    expect(html).toContain('--columns:3')
  })

  it('keeps at most four steps to a row', async () => {
    const items = [
      ...section.items,
      step('follow', 'Follow-up visits', 'Every eight weeks.'),
      step('recheck', 'Free re-service', 'Between visits.'),
    ]
    const html = await renderSection({ ...section, items })
    expect(visibleText(html)).toContain('5 Free re-service Between visits.')
    expect(html).toContain('--columns:4')
  })
})
