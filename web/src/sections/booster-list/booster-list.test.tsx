import { describe, expect, it, vi } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { getLayout } from '@/sanity/content'
import { renderSection, visibleText } from '../shared/render-section'

vi.mock('@/sanity/fetch', () => import('@/sanity/testing/seeded-content'))

const section: SectionOf<'boosterList'> = {
  _key: 'boosters',
  _type: 'boosterList',
  heading: 'Seasonal lawn boosters',
  intro: 'Extra visits timed to the North Florida growing season.',
}

describe('booster list', () => {
  it('lists every booster from the pricing rules, in order, under the heading', async () => {
    const { boosters } = (await getLayout()).pricing
    expect(boosters.length).toBeGreaterThan(0)
    const text = visibleText(await renderSection(section))
    expect(text).toContain('Seasonal lawn boosters Extra visits timed to the North Florida growing season.')
    const expected = boosters.map((booster) => `${booster.month} ${booster.title} ${booster.description}`).join(' ')
    expect(text).toContain(expected)
  })

  it('draws the boosters without a header when the editor leaves heading and intro empty', async () => {
    const { boosters } = (await getLayout()).pricing
    const html = await renderSection({ ...section, heading: null, intro: null })
    expect(html).not.toContain('<h2')
    expect(visibleText(html)).toContain(boosters[0]!.title)
  })
})
