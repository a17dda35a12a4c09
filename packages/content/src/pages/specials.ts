import type { Seed, Schema } from '../seed-types.ts'
import { ref } from '../refs.ts'
import { pageId } from '../documents/ids.ts'
import { specials } from '../documents/specials.ts'
import { estimateButton } from './helpers.ts'

export const specialsPage: Seed<Schema.Page> = {
  _id: pageId('/specials'),
  _type: 'page',
  title: 'Specials',
  path: '/specials',
  kind: 'company',
  hero: {
    _type: 'hero',
    eyebrow: 'Offers for North Florida homeowners',
    heading: 'Lawn & Pest Control Specials',
    text: 'Try us free, get your 4th lawn treatment on us, or prepay and save {prepayDiscount}. Pick an offer and we will reply within {responseHours} hours.',
    buttons: [estimateButton('Claim Special Offer')],
    showPhone: true,
  },
  sections: [
    {
      _type: 'specialsSection',
      heading: 'Choose Your Offer',
      intro: 'Each offer works with every plan. Claim one below and tell us about your yard.',
      buttonAction: 'modal',
      specials: specials.map((special) => ref(special._id)),
    },
    {
      _type: 'listSection',
      heading: 'Why Homeowners Choose {company}',
      intro: 'An offer gets you started. This is why customers stay year after year.',
      style: 'check',
      items: [
        'Family-owned and serving Jacksonville since {foundedYear}',
        '{license}, fully insured',
        'Month-to-month plans with no long-term contracts',
        'Free service calls whenever pests or weeds come back between visits',
        'Treatments timed to North Florida seasons and St. Augustine grass',
        'Rated {rating} out of 5 from {reviewCount} reviews on {ratingSource}',
      ],
    },
    {
      _type: 'ctaBanner',
      heading: 'Ready to Save on Lawn and Pest Care?',
      text: 'Claim your offer now and we will contact you within {responseHours} hours to schedule your free first treatment.',
      button: estimateButton('Claim Special Offer'),
      showPhone: true,
      tone: 'promo',
    },
  ],
  estimateDialog: {
    title: 'Claim Your Special Offer',
    text: 'Tell us which offer you want and a little about your property. We reply within {responseHours} hours.',
    formId: 'specials-offer-modal-form',
    buttonLabel: 'Claim My Offer',
  },
  seo: {
    _type: 'seo',
    title: 'Lawn Care & Pest Control Specials in Jacksonville | {company}',
    description:
      'First treatment free for new customers, 4th lawn treatment free with any lawn program, and {prepayDiscount} off when you prepay the year. Claim your offer today.',
  },
}
