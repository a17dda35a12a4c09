import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const section: SectionOf<'quickLinks'> = {
  _key: 'links',
  _type: 'quickLinks',
  heading: 'Popular services',
  intro: null,
  links: [
    { _key: 'lawn', label: 'Lawn fertilization', href: '/services/lawn-care' },
    { _key: 'mosquito', label: 'Mosquito control', href: '/pests/mosquitoes' },
    { _key: 'area', label: 'Towns we serve', href: '/service-area' },
  ],
}

describe('quick links', () => {
  it('lists each link with its label and address', async () => {
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('Popular services')
    expect(text).toContain('Lawn fertilization → Mosquito control → Towns we serve →')
    expect(html).toContain('href="/services/lawn-care"')
    expect(html).toContain('href="/pests/mosquitoes"')
    expect(html).toContain('href="/service-area"')
  })

  it('shows the introduction only when the editor writes one', async () => {
    const intro = 'Jump straight to what your yard needs.'
    expect(visibleText(await renderSection(section))).not.toContain(intro)
    expect(visibleText(await renderSection({ ...section, intro }))).toContain(`Popular services ${intro}`)
  })
})
