import type { Seed, Schema } from '../seed-types.ts'
import { ref } from '../refs.ts'
import { pageId } from '../documents/ids.ts'
import { generalFaqs } from '../documents/faqs-company.ts'
import { linkButton } from './helpers.ts'

const link = (label: string, href: string) => ({ _type: 'link' as const, label, href })

export const faqPage: Seed<Schema.Page> = {
  _id: pageId('/faq'),
  _type: 'page',
  title: 'FAQ',
  path: '/faq',
  kind: 'company',
  hero: {
    _type: 'hero',
    eyebrow: 'Answers from our team',
    heading: 'Frequently Asked Questions',
    text: 'What homeowners ask us most about lawn care, pest control, safety and pricing in North Florida. Do not see your question? Call {phone}.',
    showPhone: true,
  },
  sections: [
    {
      _type: 'faqSection',
      heading: 'Lawn Care & Pest Control Questions',
      intro: 'Tap a question to see the answer.',
      faqs: [...generalFaqs.map((faq) => ref(faq._id)), ref('faq-pricing-cost'), ref('faq-pricing-free-treatments')],
    },
    {
      _type: 'contactInfo',
      heading: 'Still Have Questions?',
      intro: 'Talk to a real person on our Jacksonville team. We answer every message within {responseHours} hours.',
      variant: 'cards',
      showHours: true,
      showAddress: false,
    },
    {
      _type: 'quickLinks',
      heading: 'Quick Links',
      intro: 'Jump straight to what you came for.',
      links: [
        link('Lawn Programs', '/services/lawn-programs'),
        link('Pest Control', '/pest-control'),
        link('Current Specials', '/specials'),
        link('About Our Family', '/about'),
        link('Contact Us', '/contact'),
      ],
    },
    {
      _type: 'ctaBanner',
      heading: 'Get Answers About Your Own Yard',
      text: 'A free estimate includes a walk of your property and a written plan. First treatment free for new customers.',
      button: linkButton('Get Free Estimate', '/contact'),
      showPhone: true,
      tone: 'brand',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Lawn Care & Pest Control FAQ | {company}',
    description:
      'Answers about service areas, pet safety, treatment schedules, contracts, licensing and prices for lawn care and pest control in Jacksonville and North Florida.',
  },
}
