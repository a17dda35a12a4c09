import { describe, expect, it, vi } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { getLayout } from '@/sanity/content'
import { renderSection, visibleText } from '../shared/render-section'

vi.mock('@/sanity/fetch', () => import('@/sanity/testing/seeded-content'))

const section: SectionOf<'sharedBlockSection'> = {
  _key: 'why-us',
  _type: 'sharedBlockSection',
  heading: null,
  intro: null,
}

describe('shared block section', () => {
  it('draws the shared block edited once in Studio: heading, text, points and button', async () => {
    const { sharedBlock } = await getLayout()
    if (!sharedBlock) throw new Error('The seed has no shared block.')
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(html).toContain('id="s-why-us"')
    expect(text).toContain(`${sharedBlock.heading} ${sharedBlock.text}`)
    expect(sharedBlock.points.length).toBeGreaterThan(0)
    for (const point of sharedBlock.points) expect(text).toContain(`${point.title} ${point.text}`)
    expect(html).toMatch(new RegExp(`<(a|button) [^>]*>${sharedBlock.button.label}</(a|button)>`))
  })
})
