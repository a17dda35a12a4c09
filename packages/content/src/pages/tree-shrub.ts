import type { Seed, Schema } from '../seed-types.ts'
import { image, ref } from '../refs.ts'
import { pageId } from '../documents/ids.ts'
import { card, heroForm, linkButton, ownReviews, step } from './helpers.ts'

export const treeShrubPage: Seed<Schema.Page> = {
  _id: pageId('/services/tree-shrub'),
  _type: 'page',
  title: 'Tree & Shrub Care',
  path: '/services/tree-shrub',
  kind: 'service',
  serviceName: 'Tree and shrub care',
  hero: {
    _type: 'hero',
    eyebrow: 'Tree & shrub care',
    heading: 'Tree & Shrub Care for Palms, Hedges and Flowering Ornamentals',
    text: 'Feeding, insect control and disease prevention for the plants that frame your home, from sabal palms and ligustrum hedges to azaleas and crape myrtles, by technicians who know North Florida landscapes.',
    image: image('services/tree-shrub', 'A technician treating flowering shrubs beside a crape myrtle'),
    showPhone: true,
    form: heroForm(
      'tree-shrub-service-form',
      'Get Your Free Landscape Assessment',
      'We walk your beds, name each problem and quote one monthly price.',
      'Get My Free Assessment',
    ),
  },
  sections: [
    {
      _type: 'featureGrid',
      heading: 'What Tree & Shrub Care Includes',
      intro:
        'Healthy ornamentals need more than the lawn fertilizer that lands on them. Each visit is planned around the plants in your beds.',
      columns: 4,
      tone: 'plain',
      items: [
        card(
          'tree',
          'Feeding matched to each plant',
          'Slow-release nutrients for shrubs, and palm fertilizer with the potassium, magnesium and manganese our sandy soils wash away.',
        ),
        card(
          'bug',
          'Insect control',
          'Treatment for scale, whiteflies, aphids, lace bugs and mites, the pests behind yellow leaves, sticky residue and sooty mold.',
        ),
        card(
          'shield',
          'Disease prevention',
          'Fungicide where leaf spot and blight are likely, plus pruning and watering advice that removes the cause, not just the symptom.',
        ),
        card(
          'clipboard',
          'An inspection every visit',
          'Your technician walks every bed to catch a problem before a hedge thins out or a palm starts to decline.',
        ),
      ],
    },
    {
      _type: 'listSection',
      heading: 'Problems We Treat in North Florida Landscapes',
      intro:
        'These are the calls we get most from Jacksonville, St. Johns and Clay County homeowners. Most are easy to stop when caught early.',
      style: 'bullet',
      items: [
        'Black sooty mold on gardenias and ligustrum, left behind by whiteflies and scale feeding on the leaves above',
        'Tea scale on camellias: yellow blotches on top of the leaves and white, cottony fuzz underneath',
        'Azalea lace bugs that bleach leaves to a speckled silver-gray from spring into summer',
        'Crape myrtle bark scale: white, felt-like patches on the bark and black staining down the trunk',
        'Frizzled new fronds or orange-spotted older fronds on palms, signs of manganese or potassium deficiency',
        'Entomosporium leaf spot on Indian hawthorn and red tip photinia, with purple-ringed spots and early leaf drop',
      ],
    },
    {
      _type: 'planCards',
      heading: 'Bundle Tree & Shrub Care With Your Lawn',
      intro:
        'Tree and shrub care is added to a lawn program, and together they cost less than booking each on its own: our bundles save {savingsRange} a month. Lawn + Shrub also includes all five seasonal lawn boosters.',
      plans: [ref('plan-lawn-program'), ref('plan-lawn-shrub')],
      variant: 'compact',
      notes: [
        'Prices cover lawns up to {includedSqft} sq ft; larger lawns add {extraPer1000} a month per extra 1,000 sq ft.',
        'Month-to-month, with free service calls between visits.',
      ],
    },
    {
      _type: 'steps',
      heading: 'How Tree & Shrub Care Works',
      intro: 'From the first walk-through to the follow-up, you always know what we are treating and why.',
      items: [
        step(
          'Free landscape assessment',
          'A technician walks every bed, identifies your plants and their problems, and checks irrigation coverage.',
        ),
        step('A plan for your plants', 'You get a written plan of what we will treat and when, with one fixed monthly price.'),
        step(
          'Treatments through the year',
          'Visits follow the spring, summer and fall growth flushes, with a horticultural oil spray in the cool months to smother overwintering scale.',
        ),
        step('Free service calls', 'If a problem returns between visits, call us and we come back at no charge.'),
      ],
    },
    ownReviews('Reviews of Our Tree & Shrub Care'),
    {
      _type: 'ctaBanner',
      heading: 'Give Your Landscape the Same Care as Your Lawn',
      text: 'Book a free assessment to see what your beds need, or add tree & shrub care to the lawn program you already have.',
      button: linkButton('Book My Free Assessment', '/contact'),
      showPhone: true,
      tone: 'brand',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Tree & Shrub Care in Jacksonville, FL | {company}',
    description:
      'Feeding, insect and disease care for palms, hedges and ornamentals in Jacksonville and North Florida. Bundle with your lawn program and save. Free assessment.',
  },
}
