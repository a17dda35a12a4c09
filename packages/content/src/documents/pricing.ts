import type { Seed, Schema } from '../seed-types.ts'

type Plan = Seed<Schema.Plan>

const COMMON = ['Month-to-month, no long-term contract', 'Free service calls between visits']

export const plans: Plan[] = [
  {
    _id: 'plan-lawn-program',
    _type: 'plan',
    key: 'lawn-program',
    name: 'Lawn Program',
    price: 55,
    description: 'Year-round feeding, weed control and insect control for lawns up to {includedSqft} sq ft.',
    features: [
      '{treatmentsPerYear} treatments a year, timed to North Florida seasons',
      'Fertilization, weed control and lawn insect control',
      'Fire ant control included',
      ...COMMON,
    ],
    boostersIncluded: false,
    includedAddOns: [],
    boostersNote: 'Add the 5 seasonal boosters at {boosterPrice} each',
    popular: false,
  },
  {
    _id: 'plan-lawn-shrub',
    _type: 'plan',
    key: 'lawn-shrub',
    name: 'Lawn + Shrub',
    price: 70,
    description: 'The Lawn Program plus feeding and insect and disease care for your trees and shrubs.',
    features: [
      'Everything in the Lawn Program',
      'Tree and shrub fertilization and insect control',
      'Disease prevention for ornamentals',
      ...COMMON,
    ],
    boostersIncluded: true,
    includedAddOns: ['tree-shrub'],
    boostersNote: 'All 5 seasonal boosters included',
    savings: 15,
    popular: true,
  },
  {
    _id: 'plan-lawn-pest',
    _type: 'plan',
    key: 'lawn-pest',
    name: 'Lawn + Pest Control',
    price: 80,
    description: 'The Lawn Program plus a pest barrier around and inside your home.',
    features: [
      'Everything in the Lawn Program',
      'Interior and perimeter pest control',
      'Ants, roaches, spiders and wasps covered',
      ...COMMON,
    ],
    boostersIncluded: false,
    includedAddOns: ['pest'],
    boostersNote: 'Add the 5 seasonal boosters at {boosterPrice} each',
    savings: 25,
    popular: false,
  },
  {
    _id: 'plan-complete',
    _type: 'plan',
    key: 'complete',
    name: 'Complete Package',
    price: 99,
    description: 'Lawn, home and yard covered: the most protection for the best monthly price.',
    features: [
      'Everything in the Lawn Program',
      'Perimeter pest control',
      'Fire ant control for the whole yard',
      'Mosquito control, March to November',
      'Priority scheduling',
      ...COMMON,
    ],
    boostersIncluded: true,
    includedAddOns: ['pest', 'mosquito'],
    boostersNote: 'All 5 seasonal boosters included',
    savings: 40,
    popular: false,
  },
]

export const pricingRules: Seed<Schema.PricingRules> = {
  _id: 'pricingRules',
  _type: 'pricingRules',
  includedSqft: 5000,
  extraPer1000Sqft: 10,
  prepayDiscountPercent: 10,
  boosterPrice: 39,
  boosters: [
    {
      _type: 'booster',
      month: 'March',
      title: 'Spring green-up',
      description:
        'Pre-emergent weed control before summer weeds sprout and a green-up check; the first feeding waits until the lawn has fully greened up.',
    },
    {
      _type: 'booster',
      month: 'May',
      title: 'Early-summer strength',
      description: 'Slow-release nutrients and micronutrients that carry the lawn through the first heat.',
    },
    {
      _type: 'booster',
      month: 'July',
      title: 'Mid-summer defense',
      description: 'Iron for color without a growth surge, plus a close check for chinch bugs and leaf spot.',
    },
    {
      _type: 'booster',
      month: 'September',
      title: 'Fall recovery',
      description:
        'Potassium for root strength and a watch for large patch as nights cool; no nitrogen this late, so the grass slows down for winter instead of pushing soft growth that large patch feeds on.',
    },
    {
      _type: 'booster',
      month: 'December',
      title: 'Winter protection',
      description: 'Winter weed control while the weeds are small and a large patch check, with no nitrogen until spring green-up.',
    },
  ],
  addOns: [
    {
      _type: 'addOn',
      key: 'tree-shrub',
      name: 'Tree & shrub care',
      monthlyPrice: 15,
      description: 'Feeding, insect and disease care for ornamentals.',
    },
    {
      _type: 'addOn',
      key: 'pest',
      name: 'Home pest control',
      monthlyPrice: 25,
      description: 'Interior and perimeter treatments for ants, roaches, spiders and wasps.',
    },
  ],
  otherServiceOptions: [
    { _type: 'serviceOption', value: 'pest-only', label: 'Pest Control Only' },
    { _type: 'serviceOption', value: 'other', label: 'Other Services' },
  ],
  serviceSelectPrompt: 'Select a service',
}
