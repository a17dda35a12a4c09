import { afterEach, describe, expect, it, vi } from 'vitest'
import { prerender } from 'react-dom/static'
import type { Section, SectionOf } from '@/sanity/types'
import { visibleText } from './shared/render-section'
import { Sections } from './renderers'

const notice: SectionOf<'noticeBand'> = {
  _key: 'watering',
  _type: 'noticeBand',
  text: 'Lawns may be watered one day a week from November.',
  tone: 'news',
  link: null,
}

// What a Studio deployed ahead of the site can publish: a section type this build does not know.
const fromNewerStudio = (key: string) => ({ _key: key, _type: 'seasonalBanner', heading: 'Spring is here' }) as unknown as Section

const draw = async (sections: Section[]) => {
  const { prelude } = await prerender(<Sections sections={sections} />)
  return new Response(prelude).text()
}

describe('the section renderer map', () => {
  afterEach(() => vi.restoreAllMocks())

  it('draws nothing for an unknown section type, keeps the known ones around it, and logs the type once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})

    const html = await draw([fromNewerStudio('a'), notice, fromNewerStudio('b')])
    expect(visibleText(html)).toBe(notice.text)
    expect(html).not.toContain('Spring is here')
    expect(html).not.toContain('seasonalBanner')

    // Another page with the same section: still nothing drawn, no second log line.
    expect(await draw([fromNewerStudio('c')])).toBe('')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0]?.[0]).toContain('"seasonalBanner"')
  })
})
