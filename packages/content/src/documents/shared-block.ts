import type { Seed, Schema } from '../seed-types.ts'

const item = (icon: Schema.FeatureItem['icon'], title: string, text: string) => ({ _type: 'featureItem' as const, icon, title, text })

export const sharedBlock: Seed<Schema.SharedBlock> = {
  _id: 'sharedBlock',
  _type: 'sharedBlock',
  heading: 'Why North Florida Homeowners Choose {company}',
  text: 'A family-owned team that has treated lawns and homes from Fernandina Beach to St. Augustine for {years} years.',
  points: [
    item('family', 'Family-owned since {foundedYear}', 'You talk to the people who own the company, not a call center.'),
    item('calendar', 'No long-term contracts', 'Month-to-month service with free service calls between visits.'),
    item(
      'shield',
      'Licensed and careful',
      'Florida-certified operators and ID-carded technicians; children and pets can use treated areas again after {reentryHours} hours, per the label.',
    ),
    item('clock', 'Fast response', 'Requests answered within {responseHours} hours, service calls same-day or next-day.'),
  ],
  button: { _type: 'cta', label: 'Get Free Estimate', action: 'link', href: '/contact' },
}
