import type { Seed, Schema } from '../seed-types.ts'
import { image, ref } from '../refs.ts'
import { pageId } from '../documents/ids.ts'
import { plans } from '../documents/pricing.ts'
import { pricingFaqs } from '../documents/faqs-company.ts'
import { specials } from '../documents/specials.ts'
import { estimateButton } from './helpers.ts'

export const pricingPage: Seed<Schema.Page> = {
  _id: pageId('/pricing'),
  _type: 'page',
  title: 'Pricing',
  path: '/pricing',
  kind: 'company',
  hero: {
    _type: 'hero',
    eyebrow: 'Simple monthly plans, no contracts',
    heading: 'Lawn Care & Pest Control Pricing',
    text: 'Four month-to-month plans from {price:lawn-program} to {price:complete} a month, priced for lawns up to {includedSqft} sq ft. Free service calls between visits on every plan, and your first treatment is free.',
    buttons: [estimateButton('Get My Free Estimate')],
    image: image('services/lawn-programs', 'A fertilizer spreader and a sprinkler on a freshly striped green lawn'),
    showPhone: true,
  },
  sections: [
    {
      _type: 'planCards',
      heading: 'Choose Your Plan',
      intro:
        'Every plan includes {treatmentsPerYear} lawn treatments a year, fire ant control and free service calls. Bundle more and save more each month.',
      variant: 'full',
      buttonLabel: 'Get Free Estimate',
      plans: plans.map((plan) => ref(plan._id)),
      notes: [
        'Prices cover lawns up to {includedSqft} sq ft. Each additional 1,000 sq ft adds {extraPer1000} a month.',
        'Five seasonal boosters at {boosterPrice} each, in March, May, July, September and December: optional on the Lawn Program and Lawn + Pest Control, included in Lawn + Shrub and the Complete Package.',
        'Prepay for a year and save {prepayDiscount}. New customers get the first treatment free, and the 4th treatment of a new lawn program is free.',
        'Month-to-month: no long-term contracts. Cancel with notice before your next visit.',
      ],
    },
    {
      _type: 'estimatorSection',
      heading: 'Estimate Your Monthly Price',
      intro:
        'Pick a plan, enter your lawn size and choose add-ons to see what you would pay each month and for the year. Each started 1,000 sq ft over {includedSqft} adds {extraPer1000} a month.',
      buttonLabel: 'Get My Exact Price',
    },
    {
      _type: 'savingsComparison',
      heading: 'What Bundling Saves You',
      intro: 'Hiring separate companies for the lawn, the house and the mosquitos adds up fast. Here is the same coverage in one plan.',
      separateItems: [
        { _type: 'pricedItem', label: 'Lawn care program', plan: ref('plan-lawn-program') },
        { _type: 'pricedItem', label: 'Pest control from a separate company', monthlyPrice: 30 },
        { _type: 'pricedItem', label: 'Mosquito service from a separate company', monthlyPrice: 50 },
      ],
      bundle: ref('plan-complete'),
      note: 'Two ways to count: this calculator adds up typical stand-alone prices, while the figure on the Complete Package card is the saving we quote against buying our own services one by one.',
    },
    {
      _type: 'specialsSection',
      heading: 'Current Special Offers',
      intro: 'Stack a special on top of any plan. See every detail on our specials page.',
      buttonAction: 'link',
      specials: specials.map((special) => ref(special._id)),
    },
    {
      _type: 'faqSection',
      heading: 'Pricing Questions',
      intro: 'Straight answers about what you pay and why.',
      faqs: pricingFaqs.map((faq) => ref(faq._id)),
    },
    {
      _type: 'ctaBanner',
      heading: 'Get Your Exact Price in {responseHours} Hours',
      text: 'Tell us your address and what you need. We measure your lawn and send a firm monthly price, with your first treatment free.',
      button: estimateButton('Get My Free Estimate'),
      showPhone: true,
      tone: 'brand',
    },
  ],
  estimateDialog: {
    title: 'Get Your Free Estimate',
    text: 'Tell us about your yard and the plan you are considering. We reply within {responseHours} hours with an exact price.',
    formId: 'pricing-estimate-modal-form',
    buttonLabel: 'Get My Free Estimate',
  },
  seo: {
    _type: 'seo',
    title: 'Lawn Care & Pest Control Prices in Jacksonville | {company}',
    description:
      'Month-to-month lawn and pest plans from {price:lawn-program} to {price:complete} a month. Bundle and save, prepay and save {prepayDiscount}, first treatment free. Estimate your price online.',
  },
}
