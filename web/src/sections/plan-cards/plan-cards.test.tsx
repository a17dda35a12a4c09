import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const plan = (key: string, name: string, price: number, popular: boolean) => ({
  _id: `plan-${key}`,
  key,
  name,
  price,
  description: `${name} for St. Augustine and Zoysia lawns.`,
  features: ['Fertilization every 8 weeks', 'Weed control'],
  boostersIncluded: null,
  includedAddOns: null,
  boostersNote: null,
  savings: popular ? 15 : null,
  popular,
})

const section: SectionOf<'planCards'> = {
  _key: 'plans',
  _type: 'planCards',
  heading: 'Choose your plan',
  intro: 'Every plan includes a free inspection.',
  variant: 'full',
  buttonLabel: 'Get a free estimate',
  notes: ['Prices are per month for lawns up to 5,000 sq ft.'],
  plans: [plan('lawn', 'Lawn Care', 55, false), plan('bundle', 'Lawn + Pest', 89, true)],
}

describe('plan cards', () => {
  it('shows each plan with its price, features, savings and the estimate button', async () => {
    const text = visibleText(await renderSection(section))
    expect(text).toContain('Choose your plan')
    expect(text).toContain('Lawn Care $55 /month')
    expect(text).toContain('Most popular Lawn + Pest $89 /month Save $15/month')
    expect(text).toContain('Fertilization every 8 weeks')
    expect(text.match(/Get a free estimate/g)).toHaveLength(2)
    expect(text).toContain('Prices are per month for lawns up to 5,000 sq ft.')
  })

  it('draws a compact row of prices without features or buttons', async () => {
    const text = visibleText(await renderSection({ ...section, variant: 'compact' }))
    expect(text).toContain('Lawn + Pest $89 /month Save $15/month')
    expect(text).not.toContain('Fertilization every 8 weeks')
    expect(text).not.toContain('Get a free estimate')
  })
})
