import { describe, expect, it, vi } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { getLayout } from '@/sanity/content'
import { renderSection, visibleText } from '../shared/render-section'

vi.mock('@/sanity/fetch', () => import('@/sanity/testing/seeded-content'))

const section: SectionOf<'estimatorSection'> = {
  _key: 'estimator',
  _type: 'estimatorSection',
  heading: 'Estimate your monthly price',
  intro: 'Pick a plan and enter your lawn size for an estimate.',
  buttonLabel: 'Book my free inspection',
}

describe('estimator section', () => {
  it('offers every plan from content with its price, and the estimate button', async () => {
    const { plans } = await getLayout()
    expect(plans.length).toBeGreaterThan(0)
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('Estimate your monthly price Pick a plan and enter your lawn size for an estimate.')
    for (const plan of plans) expect(text).toContain(`${plan.name} $${plan.price}/mo`)
    expect(html).toContain('action="/pricing/estimate#estimator"')
    expect(text).toContain('Book my free inspection')
  })

  it('draws no estimate button when the editor leaves its label empty', async () => {
    const html = await renderSection({ ...section, buttonLabel: null })
    expect(visibleText(html)).toContain('Yearly total')
    expect(html).not.toContain('aria-haspopup="dialog"')
  })
})
