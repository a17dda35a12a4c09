import type { Seed, Schema } from '../seed-types.ts'
import { image } from '../refs.ts'
import { pageId } from '../documents/ids.ts'
import { card, heroForm, linkButton, ownReviews, step } from './helpers.ts'

export const aerationPage: Seed<Schema.Page> = {
  _id: pageId('/services/aeration'),
  _type: 'page',
  title: 'Lawn Aeration',
  path: '/services/aeration',
  kind: 'service',
  serviceName: 'Lawn aeration',
  hero: {
    _type: 'hero',
    eyebrow: 'Core aeration',
    heading: 'Lawn Aeration That Lets Your Roots Breathe',
    text: 'Core aeration pulls thousands of small soil plugs to open compacted ground, break up thatch and get water, air and nutrients down to the roots of St. Augustine, Zoysia and Bermuda lawns.',
    image: image('services/aeration', 'A core aerator leaving rows of soil plugs across a green lawn'),
    showPhone: true,
    form: heroForm(
      'aeration-service-form',
      'Schedule Your Lawn Aeration',
      'Tell us about your lawn and we will confirm the best date for your grass.',
      'Schedule My Service',
    ),
  },
  sections: [
    {
      _type: 'featureGrid',
      heading: 'Benefits of Core Aeration',
      intro: 'Each hole is a channel to the root zone. Thousands of them change how your lawn takes in water and food.',
      columns: 3,
      tone: 'plain',
      items: [
        card(
          'droplet',
          'Water soaks in',
          'Irrigation and summer storms sink into the soil instead of running off the surface, so less water does more.',
        ),
        card(
          'sprout',
          'Deeper roots',
          'Roots follow the open channels into looser soil and reach moisture that shallow-rooted lawns miss in a dry May.',
        ),
        card(
          'leaf',
          'Less thatch',
          'Pulling cores and bringing soil to the surface speeds the breakdown of the spongy mat where chinch bugs shelter.',
        ),
        card(
          'grass',
          'Feeding that reaches the roots',
          'Fertilizer moves into the root zone instead of sitting in thatch, so your lawn program works harder.',
        ),
        card(
          'shield',
          'Tougher in heat and traffic',
          'A deeper-rooted lawn holds up better to July heat, drought and the dog run along the fence.',
        ),
        card(
          'home',
          'Relief for new-construction lots',
          'Fill soil packed down by building equipment finally opens up, and the sod on top can root into it.',
        ),
      ],
    },
    {
      _type: 'featureGrid',
      heading: 'When to Aerate in North Florida',
      intro:
        'Warm-season grass heals fastest while it is growing hard. Timing is the difference between a lawn that thickens and one that thins.',
      columns: 3,
      tone: 'tinted',
      items: [
        card(
          'sun',
          'Best: May to July',
          'St. Augustine and Zoysia are growing at full speed after spring green-up, and runners close the holes within a few weeks.',
        ),
        card(
          'calendar',
          'Workable: September to early October',
          'Still warm enough for the grass to fill in before growth slows. A good second chance after a summer of heavy use.',
        ),
        card(
          'thermometer',
          'Skip: late October to April',
          'Dormant or greening-up grass cannot recover, and open soil invites winter weeds. We will tell you to wait.',
        ),
      ],
    },
    {
      _type: 'listSection',
      heading: 'Signs Your Lawn Needs Aeration',
      intro: 'Sandy soil compacts less than clay, so many lawns here never need it. These are the ones that do.',
      style: 'check',
      items: [
        'Water puddles or runs off after rain or irrigation instead of soaking in',
        'Thatch more than 1/2 inch thick between the grass blades and the soil: past that, roots grow in the thatch instead of the soil',
        'A screwdriver is hard to push into the soil a day after rain',
        'Thin, worn grass along paths, play areas and dog runs',
        'A new-construction lot where equipment packed the fill soil under the sod',
        'Grass that stays thin despite regular feeding, mowing and watering',
      ],
    },
    {
      _type: 'steps',
      heading: 'Our Aeration Process',
      intro: 'A careful job takes a little preparation. Here is what happens before, during and after aeration day.',
      items: [
        step(
          'Check and flag',
          'We measure thatch, test for compaction and flag sprinkler heads, shallow irrigation lines and invisible-fence wires.',
        ),
        step(
          'Moisten the soil',
          'We ask you to water a day or two before, so the tines pull clean, full-length cores instead of crumbling dry sand.',
        ),
        step(
          'Core aerate',
          'A weighted core aerator pulls plugs 2-3 inches deep, with a second pass in another direction over compacted areas.',
        ),
        step(
          'Leave the cores, then feed',
          'The plugs break down after a few rains or a mowing. A follow-up feeding helps new roots fill the holes quickly.',
        ),
      ],
    },
    ownReviews('Reviews of Our Lawn Aeration'),
    {
      _type: 'ctaBanner',
      heading: 'Not Sure Your Lawn Needs It?',
      text: 'A technician will measure thatch and test compaction during a free visit, and tell you honestly whether aeration will help.',
      button: linkButton('Get a Free Lawn Check', '/contact'),
      showPhone: true,
      tone: 'brand',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Lawn Aeration in Jacksonville, FL | {company}',
    description:
      'Core aeration for St. Augustine, Zoysia and Bermuda lawns in Jacksonville and North Florida. Relieve compaction and thatch at the right time of year.',
  },
}
