import type { Seed, Schema } from '../seed-types.ts'

export const blogSettings: Seed<Schema.BlogSettings> = {
  _id: 'blogSettings',
  _type: 'blogSettings',
  authorLabel: 'By the {company} Team',
  backLabel: 'Back to Blog',
  readMoreLabel: 'Read More',
  relatedHeading: 'Keep Reading',
  categoryHeading: '{category} Articles',
}
