import type { Seed, Schema } from '../seed-types.ts'
import { pageId } from '../documents/ids.ts'

export const blogPage: Seed<Schema.Page> = {
  _id: pageId('/blog'),
  _type: 'page',
  title: 'Blog',
  path: '/blog',
  kind: 'company',
  hero: {
    _type: 'hero',
    eyebrow: 'Lawn & pest advice from local technicians',
    heading: 'North Florida Lawn and Pest Control Blog',
    text: 'Season-by-season advice for St. Augustine lawns, landscapes and homes from Jacksonville to St. Augustine, written by the people who treat them every day.',
    showPhone: false,
  },
  sections: [
    { _type: 'postGrid', heading: 'Latest Articles' },
    {
      _type: 'newsletterSection',
      heading: 'Get Seasonal Lawn and Pest Tips',
      intro: 'One short e-mail each season: what to watch for in your yard, when to act and what to skip. No spam, unsubscribe any time.',
      buttonLabel: 'Subscribe to Newsletter',
      successMessage: 'Thanks for subscribing! Your first seasonal tips arrive at the start of next season.',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Lawn Care & Pest Control Blog for North Florida | {company}',
    description:
      'Practical lawn care, pest control and mosquito advice for Jacksonville and North Florida homeowners, from local technicians.',
  },
}
