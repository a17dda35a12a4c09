import { describe, expect, it, vi } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { getLayout } from '@/sanity/content'
import { telHref } from '@/components/ui/phone-link'
import { renderSection, visibleText } from '../shared/render-section'

vi.mock('@/sanity/fetch', () => import('@/sanity/testing/seeded-content'))

const section: SectionOf<'ctaBanner'> = {
  _key: 'spring-cta',
  _type: 'ctaBanner',
  heading: 'Get ahead of spring weeds',
  text: 'Pre-emergent treatments in Jacksonville start in February.',
  showPhone: true,
  tone: 'promo',
  badge: 'Spring special',
  button: { _key: null, label: 'See lawn plans', action: 'link', href: '/lawn-care' },
}

describe('cta banner', () => {
  it("shows the badge, heading, text, the link button and the company's phone", async () => {
    const { phone } = (await getLayout()).settings
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('Spring special Get ahead of spring weeds Pre-emergent treatments in Jacksonville start in February.')
    expect(html).toMatch(/<a [^>]*href="\/lawn-care"[^>]*>See lawn plans<\/a>/)
    expect(html).toContain(`href="${telHref(phone)}"`)
    expect(text).toContain(`Call ${phone}`)
  })

  it('opens the estimate pop-up and leaves out the phone, badge and text when the editor does', async () => {
    const html = await renderSection({
      ...section,
      badge: null,
      text: null,
      showPhone: false,
      button: { _key: null, label: 'Get a free estimate', action: 'estimate', href: null },
    })
    expect(visibleText(html)).toBe('Get ahead of spring weeds Get a free estimate')
    expect(html).toMatch(/<button [^>]*aria-haspopup="dialog"[^>]*>Get a free estimate<\/button>/)
    expect(html).not.toMatch(/\shref=/)
  })
})
