import type { Seed, Schema } from '../seed-types.ts'

// The three standing offers: first treatment free, 4th treatment free with a lawn program, and the
// prepay discount. Amounts come from placeholders, so a rule changes once.
export const specials: Seed<Schema.Special>[] = [
  {
    _id: 'special-first-treatment-free',
    _type: 'special',
    title: 'New Customer Special',
    discount: 'FREE',
    description: 'Your first treatment is on us. See the difference on your own lawn or in your own home before you pay anything.',
    features: [
      'First lawn or pest treatment free',
      'Free property inspection and written treatment plan',
      'No commitment: skip the program and owe nothing',
      'For households new to {company}',
    ],
    ctaLabel: 'Claim Free Treatment',
    popular: true,
  },
  {
    _id: 'special-fourth-treatment-free',
    _type: 'special',
    title: 'Lawn Program Bonus',
    discount: '4th FREE',
    description: 'Start any lawn program and we credit your fourth treatment in full, right when the lawn needs it most.',
    features: [
      'Every lawn program, from {price:lawn-program}/month',
      'Credited automatically on your fourth visit',
      'Month-to-month, no long-term contract',
      'Free service calls between visits',
    ],
    ctaLabel: 'Claim My Free Treatment',
    popular: false,
  },
  {
    _id: 'special-prepay',
    _type: 'special',
    title: 'Prepay & Save',
    discount: '{prepayDiscount} OFF',
    description: 'Pay for twelve months up front and take {prepayDiscount} off your whole year, on any plan.',
    features: [
      'Works with every plan and add-on',
      'Seasonal boosters discounted too',
      'One payment by cash, check or credit card',
      'Same visits and free service calls',
    ],
    ctaLabel: 'Lock In My Savings',
    popular: false,
  },
]
