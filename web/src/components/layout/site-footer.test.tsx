import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { getLayout } from '@/sanity/content'
import { visibleText } from '@/sections/shared/render-section'
import { SiteFooter } from './site-footer'

vi.mock('@/sanity/fetch', () => import('@/sanity/testing/seeded-content'))

// The footer states two facts about the business: its license, and its rating with where and when
// that was read. The license number appears once staff enter it in Site settings.

describe('site footer', () => {
  it('names the rating with its review site and month, and the license without a number while none is set', async () => {
    const layout = await getLayout()
    const text = visibleText(renderToStaticMarkup(<SiteFooter layout={layout} />))
    expect(text).toContain('4.8 from 150 reviews on Google, as of October 2025')
    expect(text).toMatch(/Florida-licensed pest control business \(Chapter 482\)\.\s/)
    expect(text).not.toContain('license no.')
  })

  it('adds the license number once it is set', async () => {
    const layout = await getLayout()
    const withNumber = { ...layout, settings: { ...layout.settings, licenseNumber: 'JB123456' } }
    const text = visibleText(renderToStaticMarkup(<SiteFooter layout={withNumber} />))
    expect(text).toContain('Florida-licensed pest control business (Chapter 482), license no. JB123456.')
  })
})
