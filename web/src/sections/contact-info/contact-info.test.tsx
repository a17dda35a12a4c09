import { describe, expect, it, vi } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { getLayout } from '@/sanity/content'
import { renderSection, visibleText } from '../shared/render-section'

vi.mock('@/sanity/fetch', () => import('@/sanity/testing/seeded-content'))

const section: SectionOf<'contactInfo'> = {
  _key: 'contact',
  _type: 'contactInfo',
  heading: 'Talk to a person',
  intro: null,
  variant: 'cards',
  showHours: true,
  showAddress: true,
}

describe('contact info', () => {
  it("shows the company's phone, e-mail, office and hours from site settings", async () => {
    const { settings } = await getLayout()
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('Talk to a person')
    expect(html).toContain(`mailto:${settings.email}`)
    expect(text).toContain(settings.address.street)
    expect(text).toContain(settings.hours[0]!.label)
  })

  it('leaves out the office and hours when the editor turns them off', async () => {
    const { settings } = await getLayout()
    const text = visibleText(await renderSection({ ...section, showHours: false, showAddress: false }))
    expect(text).toContain('E-mail us')
    expect(text).not.toContain(settings.address.street)
    expect(text).not.toContain('Business hours')
  })
})
