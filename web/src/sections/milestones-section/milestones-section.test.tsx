import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const section: SectionOf<'milestonesSection'> = {
  _key: 'history',
  _type: 'milestonesSection',
  heading: 'Our history',
  intro: 'Twenty years of lawns and pest control in North Florida.',
  milestones: [
    { _id: 'm-2005', year: 2005, title: 'First truck', description: 'Started mowing and fertilizing lawns in Mandarin.' },
    { _id: 'm-2012', year: 2012, title: 'Pest control added', description: 'Licensed for household pest control in Duval County.' },
    { _id: 'm-2020', year: 2020, title: 'St. Augustine office', description: 'Opened a second office to serve St. Johns County.' },
  ],
}

describe('milestones section', () => {
  it('lists the milestones in order as a timeline of year, title and description', async () => {
    const html = await renderSection(section)
    expect(html).toContain('<ol')
    expect(visibleText(html)).toBe(
      'Our history Twenty years of lawns and pest control in North Florida. ' +
        '2005 First truck Started mowing and fertilizing lawns in Mandarin. ' +
        '2012 Pest control added Licensed for household pest control in Duval County. ' +
        '2020 St. Augustine office Opened a second office to serve St. Johns County.',
    )
  })

  it('leaves the intro out when the editor does', async () => {
    const text = visibleText(await renderSection({ ...section, intro: null }))
    expect(text.startsWith('Our history 2005 First truck')).toBe(true)
  })
})
