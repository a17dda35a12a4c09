import { describe, expect, it } from 'vitest'
import { buildDataset, type DatasetDocument } from '@site/content'
import { errorsOf } from './validation-harness.ts'
import { daysLabel } from './schema-types/objects/opening-hours.ts'

// The hours' label ("Monday - Friday") is checked against the days chosen, so the two cannot disagree.

const { documents } = await buildDataset()
type Settings = Extract<DatasetDocument, { _type: 'siteSettings' }>
const settings = documents.find((doc): doc is Settings => doc._type === 'siteSettings')
if (!settings) throw new Error('The seed has no site settings')

describe('opening hours label', () => {
  it('reads a run of days as a range, other choices as a list', () => {
    expect(daysLabel(['Friday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'])).toBe('Monday - Friday')
    expect(daysLabel(['Sunday'])).toBe('Sunday')
    expect(daysLabel(['Saturday', 'Sunday'])).toBe('Saturday, Sunday')
    expect(daysLabel(['Monday', 'Wednesday'])).toBe('Monday, Wednesday')
  })

  it('refuses a label that disagrees with the days, saying what to write', async () => {
    const hours = [
      {
        _key: 'weekdays',
        _type: 'openingHours' as const,
        label: 'Monday - Saturday',
        days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
    ]
    const edited: Settings = { ...settings, hours }
    expect(await errorsOf(edited, [edited])).toEqual([
      'hours.[_key=="weekdays"].label: The days chosen read "Monday - Friday". Write that here, or change the days.',
    ])
  })
})
