import type { Seed, Schema } from '../seed-types.ts'
import { pageId } from '../documents/ids.ts'
import { linkButton } from './helpers.ts'

export const contactPage: Seed<Schema.Page> = {
  _id: pageId('/contact'),
  _type: 'page',
  title: 'Contact',
  path: '/contact',
  kind: 'company',
  hero: {
    _type: 'hero',
    eyebrow: 'We reply within {responseHours} hours',
    heading: 'Contact {company}',
    text: 'Call, e-mail or send the form for a free estimate. Service calls are usually same-day or next-day across Jacksonville and North Florida.',
    showPhone: true,
    form: {
      _type: 'leadForm',
      formId: 'contact-page-form',
      heading: 'Request Your Free Estimate',
      text: 'Tell us about your property and what is bothering you.',
      buttonLabel: 'Send My Request',
    },
  },
  sections: [
    { _type: 'zipCheckSection' },
    {
      _type: 'contactInfo',
      heading: 'Reach Us Your Way',
      intro: 'Our office is in Baymeadows, and our trucks cover a {radiusMiles}-mile radius around it.',
      variant: 'cards',
      showHours: true,
      showAddress: true,
    },
    {
      _type: 'listSection',
      heading: 'Why Homeowners Call Us First',
      style: 'check',
      items: [
        'Every request answered within {responseHours} hours by someone on our local team',
        'Same-day or next-day service calls',
        'Free, no-obligation estimates with a written plan',
        'Month-to-month programs, never a long-term contract',
        'Family-owned since {foundedYear} and a {license}',
        'Free service calls between scheduled visits',
      ],
    },
    {
      _type: 'ctaBanner',
      badge: 'Urgent service',
      heading: 'Wasps at the Door or Fire Ants in the Yard?',
      text: 'Call now. Stinging insects near doors, pools or play areas move to the front of the line, with same-day or next-day visits.',
      button: linkButton('See Pest Control Services', '/pest-control'),
      showPhone: true,
      tone: 'promo',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Contact Us for a Free Estimate | {company}',
    description:
      'Call {phone} or send a request for a free lawn care or pest control estimate in Jacksonville and North Florida. We reply within {responseHours} hours.',
  },
}
