import type { Seed, Schema } from '../seed-types.ts'
import { pageId } from '../documents/ids.ts'
import { linkButton, step } from './helpers.ts'

// Where the site and the office send every customer for a review: one link, Google's, the same for a
// happy customer and an unhappy one. Asking only the happy ones (review gating) breaks Google's review
// policy and the FTC's rule on consumer reviews (16 CFR 465), so nothing here sorts customers first.
export const reviewUsPage: Seed<Schema.Page> = {
  _id: pageId('/review-us'),
  _type: 'page',
  title: 'Review Us',
  path: '/review-us',
  kind: 'company',
  hero: {
    _type: 'hero',
    eyebrow: 'Customer reviews',
    heading: 'Tell Your Neighbors How We Did',
    text: 'Good visit or bad one, we ask every customer the same thing: write an honest review on Google, where your neighbors look before they call anyone.',
    buttons: [linkButton('Write a Google Review', '{reviewUrl}')],
    showPhone: false,
  },
  sections: [
    {
      _type: 'steps',
      heading: 'How to Leave a Review',
      intro: 'It takes a few minutes, and it helps the next family in your neighborhood decide.',
      items: [
        step(
          "Open Google's review form",
          'The button above opens the review form for {company} on Google. Google asks you to sign in to your Google account first.',
        ),
        step(
          'Pick the stars and say what happened',
          'Tell it as it was: the service, the technician, what changed in your yard or home and what did not. Naming your town helps neighbors too.',
        ),
        step(
          'Post it',
          'Google shows it under the name on your Google account. We read every review and answer the ones that ask for an answer, in public.',
        ),
      ],
    },
    {
      _type: 'listSection',
      heading: 'How We Handle Reviews',
      style: 'check',
      items: [
        'Every customer gets the same link, whether the visit went well or not',
        'We never offer a discount, a gift or a free visit for a review, good or bad',
        'We never ask a customer to change or take down a review',
        "Before we quote a review on this website we ask the customer's permission, and we say where and when it was written",
      ],
    },
    {
      _type: 'ctaBanner',
      heading: 'Need Us Back Before Your Next Visit?',
      text: 'Service calls between visits are free on every program. Call us or send a request and we will answer within {responseHours} hours.',
      button: linkButton('Contact Us', '/contact'),
      showPhone: true,
      tone: 'brand',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Review Us on Google | {company}',
    description:
      'Tell your neighbors how {company} did. Every customer gets the same link to our Google reviews, happy or not, and we never trade anything for a review.',
  },
}
