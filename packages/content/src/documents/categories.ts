import type { Seed, Schema } from '../seed-types.ts'

const category = (slug: string, title: string, description: string): Seed<Schema.Category> => ({
  _id: `category-${slug}`,
  _type: 'category',
  title,
  slug: { _type: 'slug', current: slug },
  description,
})

export const categories = [
  category(
    'lawn-care',
    'Lawn Care',
    'Seasonal advice for St. Augustine and other warm-season lawns in North Florida: feeding, mowing, watering, weeds, insects and disease.',
  ),
  category(
    'pest-control',
    'Pest Control',
    'How to recognize, prevent and get rid of the ants, roaches, spiders, wasps and mosquitoes that trouble Jacksonville homes.',
  ),
  category(
    'tree-shrub-care',
    'Tree & Shrub Care',
    'Keeping palms, shrubs and ornamental trees healthy through Florida heat, humidity and storms.',
  ),
]

/** Post front matter names a category by title; this is the id of its document. */
export function categoryId(title: string): string {
  const match = categories.find((item) => item.title === title)
  if (!match) throw new Error(`Unknown article category "${title}"`)
  return match._id
}
