import type { Seed, Schema } from '../seed-types.ts'
import { pageId } from '../documents/ids.ts'
import { linkButton } from './helpers.ts'

export const quizPage: Seed<Schema.Page> = {
  _id: pageId('/quiz'),
  _type: 'page',
  title: 'Lawn Quiz',
  path: '/quiz',
  kind: 'company',
  hero: {
    _type: 'hero',
    eyebrow: 'Five questions, two minutes',
    heading: 'Lawn Quiz: Find the Right Care for Your Yard',
    text: 'Tell us what your lawn looks like, what grows around it and which pests you have seen. We will recommend the services that fit a North Florida yard like yours.',
    buttons: [linkButton('Skip to Free Estimate', '/contact')],
    showPhone: true,
  },
  sections: [
    { _type: 'quizSection' },
    {
      _type: 'ctaBanner',
      heading: 'Rather Talk It Over With a Person?',
      text: 'Send the contact form or call us. We reply within {responseHours} hours with a free, no-obligation estimate, and your first treatment is free.',
      button: linkButton('Get Free Estimate', '/contact'),
      showPhone: true,
      tone: 'brand',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Lawn Quiz: Which Lawn and Pest Services Do You Need? | {company}',
    description:
      'Answer five questions about your lawn, landscape and pests and get a recommendation for lawn programs, pest control, fire ant control or tree and shrub care in North Florida.',
  },
}
