import { describe, expect, it, vi } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { getLayout } from '@/sanity/content'
import { renderSection, visibleText } from '../shared/render-section'

vi.mock('@/sanity/fetch', () => import('@/sanity/testing/seeded-content'))

const section: SectionOf<'leadFormSection'> = {
  _key: 'quote',
  _type: 'leadFormSection',
  heading: 'Get a free lawn estimate',
  intro: 'Tell us about your yard and we will call you back.',
  points: ['No contracts', 'Free re-service between visits', 'Locally owned in Jacksonville'],
  form: {
    formId: 'home-page-form',
    heading: 'Request your estimate',
    text: 'Most estimates are ready the same day.',
    buttonLabel: 'Send my request',
  },
}

describe('lead form section', () => {
  it('shows the selling points beside the form with its heading, button and response time', async () => {
    const { settings } = await getLayout()
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('Get a free lawn estimate Tell us about your yard and we will call you back.')
    expect(text).toContain('No contracts Free re-service between visits Locally owned in Jacksonville')
    expect(html).toMatch(/<h3[^>]*>Request your estimate<\/h3>/)
    expect(text).toContain('Most estimates are ready the same day.')
    expect(html).toContain('data-form-id="home-page-form"')
    expect(text).toContain('Send my request')
    expect(text).toContain(settings.responseTime)
  })

  it("makes the form's heading the section's h2 when the editor leaves the section heading out", async () => {
    const html = await renderSection({ ...section, heading: null, intro: null, points: null })
    expect(html.match(/<h2[^>]*>[^<]*<\/h2>/g)).toEqual([expect.stringContaining('>Request your estimate</h2>')])
    expect(visibleText(html)).not.toContain('No contracts')
  })
})
