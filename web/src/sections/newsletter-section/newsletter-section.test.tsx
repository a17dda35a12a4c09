import { describe, expect, it, vi } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { getLayout } from '@/sanity/content'
import { renderSection, visibleText } from '../shared/render-section'

vi.mock('@/sanity/fetch', () => import('@/sanity/testing/seeded-content'))

const section: SectionOf<'newsletterSection'> = {
  _key: 'newsletter',
  _type: 'newsletterSection',
  heading: 'Seasonal lawn tips',
  intro: 'One e-mail a month on watering, mowing height and what pests are active in North Florida.',
  buttonLabel: 'Sign me up',
  successMessage: 'Thanks! Watch your inbox for next month’s tips.',
}

describe('newsletter section', () => {
  it('shows the heading, intro and a sign-up form with an e-mail field, consent and the button', async () => {
    const { settings } = await getLayout()
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('Seasonal lawn tips One e-mail a month on watering, mowing height and what pests are active in North Florida.')
    expect(html).toContain('data-form-id="blog-newsletter-form"')
    expect(html).toMatch(/<input[^>]*type="email"/)
    expect(html).toMatch(/<input[^>]*type="checkbox"/)
    // The newsletter box's own wording: a sign-up is no request to be contacted about.
    expect(text).toContain(settings.newsletterConsentText)
    expect(text).toContain('seasonal lawn and pest newsletter')
    expect(text).not.toContain(settings.consentText)
    expect(text).not.toContain('about this request')
    expect(html).toContain(`value="${settings.newsletterConsentVersion}"`)
    expect(text).toContain('Sign me up')
    expect(text).not.toContain('Watch your inbox')
  })

  it('leaves the intro out when the editor does', async () => {
    const text = visibleText(await renderSection({ ...section, intro: null }))
    expect(text.startsWith('Seasonal lawn tips Email')).toBe(true)
  })
})
