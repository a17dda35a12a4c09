import type { Seed, Schema } from '../seed-types.ts'
import { image, ref } from '../refs.ts'
import { pageId } from '../documents/ids.ts'
import { faqRefs } from '../documents/faq.ts'
import { pestControlFaqs } from '../documents/faqs-pest-control.ts'
import { card, heroForm, linkButton, ownReviews } from './helpers.ts'

export const pestControlPage: Seed<Schema.Page> = {
  _id: pageId('/pest-control'),
  _type: 'page',
  title: 'Pest Control',
  path: '/pest-control',
  kind: 'pest',
  serviceName: 'Home pest control',
  hero: {
    _type: 'hero',
    eyebrow: 'Home pest control',
    heading: 'Home Pest Control for Jacksonville and North Florida',
    text: 'A protective barrier around your home every quarter, treatment inside wherever you see activity, and free service calls between visits. Ants, roaches, spiders, wasps and more, handled by a local family team.',
    image: image('services/pest-control', 'A technician treating the foundation of a house inside a protective barrier'),
    showPhone: true,
    form: heroForm(
      'pest-control-service-form',
      'Get Your Free Pest Control Quote',
      'Tell us what you are seeing and where, and we will plan the first visit.',
    ),
  },
  sections: [
    {
      _type: 'featureGrid',
      heading: 'Why Homeowners Choose Our Pest Control',
      intro:
        'Florida pests live outdoors year-round and come in whenever it rains, dries out or turns cold, so we treat where they get in: foundations, eaves and the gaps around doors and pipes.',
      columns: 3,
      tone: 'plain',
      items: [
        card(
          'shield',
          'A barrier around the whole house',
          'Every quarter we treat the foundation, doors, windows, eaves and lanai, the places Florida pests get in.',
        ),
        card(
          'home',
          'Inside only where needed',
          'Baits and crack-and-crevice treatment in kitchens, baths and garages, never a blanket spray across your floors.',
        ),
        card('check', 'Free service calls', 'If pests come back between visits, so do we, at no charge.'),
        card(
          'paw',
          'Clear re-entry times',
          'Low-odor products; children and pets can use treated areas again after {reentryHours} hours, per the product label.',
        ),
        card('calendar', 'Month-to-month', 'No long-term contract. Keep the service because it works, cancel with notice.'),
        card('clock', 'Fast response', 'Same-day or next-day service calls from our Baymeadows office.'),
      ],
    },
    {
      _type: 'planCards',
      heading: 'Bundle Pest Control With Your Lawn and Save',
      // The bundle offer; true while both bundles below save at least $20 a month (their plan cards say how much).
      intro:
        'Home pest control costs less when it rides along with a lawn program: bundle and save $20/month or more. Both bundles are month-to-month.',
      plans: [ref('plan-lawn-pest'), ref('plan-complete')],
      variant: 'compact',
      notes: [
        'The Complete Package adds mosquito control, priority scheduling and all five seasonal lawn boosters.',
        'Prices cover lawns up to {includedSqft} sq ft; larger lawns add {extraPer1000} a month per extra 1,000 sq ft.',
      ],
    },
    {
      _type: 'pestGrid',
      heading: 'Pests We Control',
      intro: 'Choose a pest to see how it behaves in North Florida homes and how we get rid of it.',
      items: [
        card('ant', 'Ants', 'Ghost, white-footed, crazy and carpenter ants traced back to the colony.', '/pest-control/ants'),
        card('spider', 'Spiders', 'Widows, wolf spiders and web builders cleared from eaves, lanais and garages.', '/pest-control/spiders'),
        card(
          'roach',
          'Roaches',
          'Baits for German roaches and a barrier for palmetto bugs; most homes see results within 30 days.',
          '/pest-control/roaches',
        ),
        card(
          'wasp',
          'Wasps',
          'Paper wasp and yellowjacket nests treated and removed by technicians in protective gear.',
          '/pest-control/wasps',
        ),
        card('mosquito', 'Mosquitoes', 'Yard treatments every {mosquitoWeeks} weeks from March to November.', '/pest-control/mosquitos'),
      ],
      extras: ['Fleas & Ticks', 'Silverfish', 'Earwigs', 'Centipedes', 'Millipedes', 'Crickets', 'Pantry Pests'],
      extrasNote: 'and 30+ more household pests',
    },
    {
      _type: 'listSection',
      heading: 'The Benefits of Bundling',
      intro: 'One company for the lawn and the house is simpler, and it works better: many indoor pests start in the yard.',
      style: 'check',
      items: [
        'One team and one schedule: lawn and home visits planned together',
        'One monthly bill instead of two or three',
        'A lower monthly price than booking each service on its own',
        'Ants in the kitchen and fire ants in the lawn treated as one problem',
        'Free service calls for the lawn and the house alike',
        'Priority scheduling with the Complete Package',
      ],
    },
    {
      _type: 'faqSection',
      heading: 'Pest Control Questions',
      intro: 'How our home pest service works, from the first visit to the quarterly routine.',
      faqs: faqRefs(pestControlFaqs),
    },
    ownReviews('Reviews of Our Pest Control'),
    {
      _type: 'ctaBanner',
      heading: 'Take Back Your Home From Pests',
      text: 'Book a free inspection and get a quote for quarterly protection. Month-to-month, with free service calls between visits.',
      button: linkButton('Get Free Estimate', '/contact'),
      showPhone: true,
      tone: 'brand',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Pest Control in Jacksonville, FL | {company}',
    description:
      'Quarterly home pest control in Jacksonville and North Florida for ants, roaches, spiders, wasps and more. Free service calls, no contract. Free estimates.',
  },
}
