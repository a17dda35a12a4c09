import type { Seed, Schema } from '../seed-types.ts'

const stat = (id: string, value: string, label: string, description: string): Seed<Schema.Stat> => ({
  _id: `stat-${id}`,
  _type: 'stat',
  value,
  label,
  description,
})

// The stats page figures. The years card carries the "licensed since {foundedYear}" reading; the 2003
// milestone below carries the other one: both readings are given, and the site shows both on
// purpose (docs/decisions.md, "Both readings of the company's facts"). The cities figure counts the
// town pages; the 2015 milestone keeps the nine cities reached that year.
export const stats: Seed<Schema.Stat>[] = [
  stat(
    'years',
    '{years}',
    'Years in Business',
    'Family-owned and licensed since {foundedYear}, caring for the same Jacksonville neighborhoods season after season.',
  ),
  stat(
    'cities',
    '{townCount}',
    'Cities Served',
    'From Fernandina Beach to St. Augustine and west to Middleburg, across four North Florida counties.',
  ),
  stat(
    'team',
    '25+',
    'Team Members',
    'Certified operators, ID-carded technicians and a local office team who know your street and answer your call.',
  ),
  stat('rating', '{rating}', 'Average Rating', 'Out of 5 stars, from {reviewCount} reviews on {ratingSource}.'),
  stat('customers', '1,000+', 'Homes on Our Routes', 'Households on year-round programs, a mark we first passed in 2020.'),
]

const milestone = (year: number, title: string, description: string): Seed<Schema.Milestone> => ({
  _id: `milestone-${year}`,
  _type: 'milestone',
  year,
  title,
  description,
})

export const milestones: Seed<Schema.Milestone>[] = [
  milestone(
    2000,
    'Founded',
    'Our family starts the company with one truck and one spreader, treating lawns on Jacksonville\u2019s Southside.',
  ),
  milestone(
    2003,
    'Licensed',
    'We are licensed as a Florida pest control business for mosquito work and add mosquito treatments to lawn and pest service.',
  ),
  milestone(2010, '500 Customers', 'Our 500th household joins a year-round program, most of them sent by a neighbor.'),
  milestone(2015, '9 Cities', 'Routes reach nine cities, from Fernandina Beach in the north to St. Augustine in the south.'),
  milestone(
    2020,
    '1,000 Customers',
    'We pass 1,000 customers and bring lawn, home and mosquito protection together in the Complete Package.',
  ),
  milestone(2024, '25 Years', 'Our 25th season in North Florida yards, still family-owned and still answering our own phones.'),
]
