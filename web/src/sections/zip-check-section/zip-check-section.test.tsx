import { describe, expect, it, vi } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { getLayout } from '@/sanity/content'
import { renderSection, visibleText } from '../shared/render-section'

vi.mock('@/sanity/fetch', () => import('@/sanity/testing/seeded-content'))

const section: SectionOf<'zipCheckSection'> = { _key: 'zip', _type: 'zipCheckSection', heading: null, intro: null }

describe('ZIP code check section', () => {
  it("asks for a ZIP code in the site settings' words, sending the form to /service-area", async () => {
    const { settings } = await getLayout()
    const wording = settings.zipCheck
    if (!wording) throw new Error('The seed has no ZIP check wording.')
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain(`${wording.heading} ${wording.intro} ${wording.label} ${wording.buttonLabel}`)
    expect(html).toMatch(/<form [^>]*action="\/service-area"/)
    expect(html).toContain('name="zip"')
  })

  it('uses the heading and introduction the editor writes on the section instead', async () => {
    const { settings } = await getLayout()
    const html = await renderSection({
      ...section,
      heading: 'Do we come to Yulee?',
      intro: 'Nassau County homeowners: check your ZIP code first.',
    })
    const text = visibleText(html)
    expect(text).toContain('Do we come to Yulee? Nassau County homeowners: check your ZIP code first.')
    expect(text).not.toContain(settings.zipCheck!.heading)
  })
})
