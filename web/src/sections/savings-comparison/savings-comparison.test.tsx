import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const section: SectionOf<'savingsComparison'> = {
  _key: 'savings',
  _type: 'savingsComparison',
  heading: 'Bundle and save',
  intro: 'Lawn care and pest control on one visit schedule.',
  note: 'Prices are per month for lawns up to 5,000 sq ft.',
  separateItems: [
    { _key: 'lawn', label: 'Lawn Care', monthlyPrice: 55 },
    { _key: 'pest', label: 'Pest Control', monthlyPrice: 49 },
  ],
  bundle: {
    _id: 'plan-bundle',
    key: 'bundle',
    name: 'Lawn + Pest',
    price: 89,
    description: 'Our full-yard plan for St. Augustine and Zoysia lawns.',
    features: ['Fertilization every 8 weeks', 'Quarterly pest visits'],
    boostersIncluded: null,
    includedAddOns: null,
    boostersNote: null,
    savings: 15,
    popular: true,
  },
}

describe('savings comparison', () => {
  it('adds up the separate prices against the bundle and shows the saving', async () => {
    const text = visibleText(await renderSection(section))
    expect(text).toContain('Bundle and save Lawn care and pest control on one visit schedule.')
    expect(text).toContain('Bought separately Lawn Care $55/mo Pest Control $49/mo $55 + $49 = $104/mo')
    expect(text).toContain('Lawn + Pest $89 /mo You save $15/month , or $180/year')
    expect(text).toContain('Saving quoted on the Lawn + Pest card: $15/month')
    expect(text).toContain('Prices are per month for lawns up to 5,000 sq ft.')
  })

  it('skips unpriced items, the card figure and the note when they are empty', async () => {
    const text = visibleText(
      await renderSection({
        ...section,
        note: null,
        separateItems: [...section.separateItems, { _key: 'mosquito', label: 'Mosquito Control', monthlyPrice: null }],
        bundle: { ...section.bundle, savings: null },
      }),
    )
    expect(text).toContain('$55 + $49 = $104/mo')
    expect(text).not.toContain('Mosquito Control')
    expect(text).not.toContain('Saving quoted on the')
    expect(text).not.toContain('Prices are per month')
  })
})
