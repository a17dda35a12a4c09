import type { Seed, Schema } from '../seed-types.ts'
import { image } from '../refs.ts'
import { pageId } from '../documents/ids.ts'
import { faqRefs } from '../documents/faq.ts'
import { fireAntFaqs } from '../documents/faqs-lawn.ts'
import { card, heroForm, linkButton, ownReviews } from './helpers.ts'

// The yard (fire ant) service. Indoor ants have their own page, /pest-control/ants. The hero has
// no picture: the illustration belongs to the problem-and-solution section, so it is shown once.
export const antControlPage: Seed<Schema.Page> = {
  _id: pageId('/services/ant-control'),
  _type: 'page',
  title: 'Fire Ant Control',
  path: '/services/ant-control',
  kind: 'service',
  serviceName: 'Fire ant control',
  hero: {
    _type: 'hero',
    eyebrow: 'Included in every lawn program',
    heading: 'Fire Ant Control for Your Whole Yard',
    text: 'Fire ants raise a new mound after every rain. Our yard-wide treatment goes after the queens, not just the mounds you can see, and it is included in our {price:lawn-program}/month Lawn Program.',
    buttons: [linkButton('See Lawn Programs', '/services/lawn-programs')],
    showPhone: true,
    form: heroForm(
      'ant-control-service-form',
      'Get Rid of Fire Ants',
      'Tell us where the mounds are and we will plan a yard-wide treatment.',
    ),
  },
  sections: [
    {
      _type: 'featureGrid',
      heading: 'Why Our Fire Ant Control Works',
      intro:
        'Knocking down one mound moves the colony a few feet. In our experience, treating the whole yard is what brings the mounds down for the season.',
      columns: 4,
      tone: 'plain',
      items: [
        card(
          'ant',
          'Whole-yard treatment',
          'We treat the entire lawn, not just visible mounds, so colonies that have not surfaced yet are reached too.',
        ),
        card(
          'shield',
          'Protection between visits',
          'A slow-acting bait plus a longer-lasting granular, renewed on schedule, make it harder for new queens to settle in.',
        ),
        card(
          'paw',
          'Clear re-entry times',
          'Children and pets can use treated areas again after {reentryHours} hours, per the product label.',
        ),
        card(
          'check',
          'Included, with free re-treats',
          'Part of every lawn program at no extra cost, and if mounds come back between visits, we return for free.',
        ),
      ],
    },
    {
      _type: 'problemSolution',
      heading: 'Fire Ants Are More Than a Nuisance',
      problem: {
        title: 'The danger in your yard',
        text: 'Red imported fire ants are the most common ant in North Florida lawns, and a mature colony holds hundreds of thousands of workers. Step on a mound and they swarm up your leg in seconds, each ant gripping with its jaws and stinging again and again. A day later every sting becomes an itchy white blister.',
        points: [
          'Some people have serious allergic reactions to fire ant venom',
          'Toddlers, older adults and pets are stung most, because they cannot move away fast',
          'Colonies move into AC units, pool pumps and electrical boxes and short out the contacts',
          'Mounds pop up overnight after rain and get in the way of mowing',
        ],
      },
      solution: {
        title: 'Our two-step solution',
        text: 'First we broadcast a fire ant bait across the whole lawn while workers are foraging. They carry it home and feed it to the queen; in our experience most treated colonies decline over the following weeks. Then we treat active mounds by doors, patios and play areas directly for fast relief, and renew the protection through the season.',
        points: [
          'Bait reaches colonies you cannot see yet',
          'Direct mound treatment where people and pets spend time',
          'Timed for spring and fall, when fire ants forage hardest',
          'Free return visits if new mounds appear',
        ],
      },
      image: image('services/ant-control', 'A fire ant mound in a lawn next to a technician with a granular bait spreader'),
    },
    {
      _type: 'ctaBanner',
      heading: 'Fire Ant Control Is Included in Every Lawn Program',
      text: 'Choose the {price:lawn-program}/month Lawn Program and your whole yard is covered for fire ants, along with feeding, weed control and free service calls.',
      button: linkButton('See Lawn Programs', '/services/lawn-programs'),
      showPhone: false,
      tone: 'light',
    },
    {
      _type: 'faqSection',
      heading: 'Fire Ant Questions',
      intro: 'What homeowners ask us most once the mounds start showing up.',
      faqs: faqRefs(fireAntFaqs),
    },
    ownReviews('Reviews of Our Fire Ant Control'),
    {
      _type: 'ctaBanner',
      heading: 'Take Your Yard Back From Fire Ants',
      text: 'Get a free estimate and a yard-wide plan. Same-day or next-day service calls, no contract.',
      button: linkButton('Get Free Estimate', '/contact'),
      showPhone: true,
      tone: 'brand',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Fire Ant Control in Jacksonville, FL | {company}',
    description:
      'Yard-wide fire ant control for Jacksonville and North Florida lawns, included in every lawn program from {price:lawn-program}/month. Free re-treats between visits.',
  },
}
