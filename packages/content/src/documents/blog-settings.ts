import type { Seed, Schema } from '../seed-types.ts'

export const blogSettings: Seed<Schema.BlogSettings> = {
  _id: 'blogSettings',
  _type: 'blogSettings',
  authorLabel: 'By the {company} Team',
  backLabel: 'Back to Blog',
  readMoreLabel: 'Read More',
  relatedHeading: 'Keep Reading',
  categoryHeading: '{category} Articles',
  // The blog grid shows 25 cards a page; older articles follow on /blog/page/2 and on.
  postsPerPage: 25,
  newerLabel: 'Newer Articles',
  olderLabel: 'Older Articles',
  factSourceLabel: 'Source',
  factCheckedLabel: 'As of',
}
