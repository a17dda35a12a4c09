import type { Seed, Schema } from '../seed-types.ts'
import { image, ref } from '../refs.ts'
import { pageId } from '../documents/ids.ts'
import { faqRefs } from '../documents/faq.ts'
import { lawnFaqs } from '../documents/faqs-lawn.ts'
import { card, heroForm, linkButton, ownReviews } from './helpers.ts'

export const lawnProgramsPage: Seed<Schema.Page> = {
  _id: pageId('/services/lawn-programs'),
  _type: 'page',
  title: 'Lawn Programs',
  path: '/services/lawn-programs',
  kind: 'service',
  serviceName: 'Lawn care program',
  hero: {
    _type: 'hero',
    eyebrow: 'Monthly lawn programs from {price:lawn-program}/month',
    heading: 'Lawn Programs Built for St. Augustine Grass and North Florida Seasons',
    text: 'Six to eight treatments a year of feeding, weed control, insect control and fire ant control, each timed to the month and to USDA zones 9a and 9b (on the 2023 map, Duval County is 9b around the St. Johns River and east of it). Month-to-month, with free service calls between visits.',
    image: image('services/lawn-programs', 'A technician with a fertilizer spreader on a thick, freshly striped lawn'),
    buttons: [linkButton('Compare All Prices', '/pricing')],
    showPhone: true,
    form: heroForm(
      'lawn-programs-service-form',
      'Get Your Free Lawn Estimate',
      'Tell us about your lawn and we will recommend the right program.',
    ),
  },
  sections: [
    {
      _type: 'featureGrid',
      heading: 'What a Year of Lawn Care Looks Like Here',
      intro:
        'North Florida grass grows from March to November and rests, but never fully sleeps, in winter. Your program follows that calendar.',
      columns: 4,
      tone: 'plain',
      items: [
        card(
          'sprout',
          'Spring: March to May',
          'Pre-emergent weed control before crabgrass and sandspurs sprout, then the first full feeding once the lawn has greened up on its own.',
        ),
        card(
          'sun',
          'Summer: June to August',
          'Insect patrols for chinch bugs, sod webworms and mole crickets, spot weed control, and iron for deep color without forcing soft growth in the heat.',
        ),
        card(
          'leaf',
          'Fall: September to November',
          'Potassium to toughen roots before cool nights, broadleaf weed control, and a close watch for large patch as temperatures drop.',
        ),
        card(
          'thermometer',
          'Winter: December to February',
          'Control of winter weeds such as annual bluegrass and henbit while the grass is semi-dormant, with no heavy nitrogen to invite disease.',
        ),
      ],
    },
    {
      _type: 'planCards',
      heading: 'Choose Your Lawn Program',
      intro: 'Every plan is month-to-month with free service calls between visits. Prices cover lawns up to {includedSqft} sq ft.',
      plans: [ref('plan-lawn-program'), ref('plan-lawn-shrub'), ref('plan-complete')],
      variant: 'full',
      notes: [
        'Larger lawn? Add {extraPer1000} a month for each extra 1,000 sq ft of turf. We measure only the grass.',
        'Pay for a full year up front and save {prepayDiscount}.',
        'Want the house covered too? Lawn + Pest Control is {price:lawn-pest}/month.',
      ],
    },
    {
      _type: 'boosterList',
      heading: 'Seasonal Booster Treatments',
      intro:
        'Five extra visits at the moments North Florida lawns need help most. Add them to the Lawn Program at {boosterPrice} each; Lawn + Shrub and the Complete Package include all five.',
    },
    {
      _type: 'featureGrid',
      heading: 'Why Our Lawn Program Works in Jacksonville',
      intro:
        'Sandy soil, summer downpours and a nine-month growing season call for a program written for this place, not a national schedule.',
      columns: 3,
      tone: 'tinted',
      items: [
        card(
          'grass',
          'Made for St. Augustine',
          'Products and rates chosen for St. Augustine, Zoysia, Bahia and Centipede, the grasses that actually grow in North Florida yards.',
        ),
        card(
          'clipboard',
          'Problems caught early',
          'Every visit includes a check for chinch bugs, large patch and gray leaf spot, so a yellow spot is treated before it spreads.',
        ),
        card('ant', 'Fire ants included', 'Yard-wide fire ant control is part of every lawn program, at no extra charge.'),
        card('check', 'Free service calls', 'Weeds or insects back between visits? We return and treat them at no charge.'),
        card(
          'paw',
          'Clear re-entry times',
          'Children and pets can use treated areas again after {reentryHours} hours, per the product label.',
        ),
        card('calendar', 'Month-to-month', 'No contract to sign. You stay because your lawn looks better every season.'),
      ],
    },
    {
      _type: 'faqSection',
      heading: 'Lawn Program Questions',
      intro: 'Straight answers about treatments, timing and what to do between visits.',
      faqs: faqRefs(lawnFaqs),
    },
    ownReviews('Reviews of Our Lawn Programs'),
    {
      _type: 'ctaBanner',
      badge: 'New customer offer',
      heading: 'Start Your Lawn Program and Your 4th Treatment Is Free',
      text: 'Get a free lawn evaluation and a fixed monthly price. No contract, and service calls between visits are always free.',
      button: linkButton('Get My Free Estimate', '/contact'),
      showPhone: true,
      tone: 'promo',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Lawn Care Programs in Jacksonville, FL | {company}',
    description:
      'Year-round lawn programs for St. Augustine lawns in Jacksonville and North Florida: {treatmentsPerYear} treatments a year, fire ant control included, from {price:lawn-program}/month.',
  },
}
