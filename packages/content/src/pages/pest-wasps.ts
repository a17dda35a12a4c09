import { image } from '../refs.ts'
import { waspFaqs } from '../documents/faqs-pests.ts'
import { card } from './helpers.ts'
import { pestLandingPage } from './pest-landing.ts'

export const waspsPage = pestLandingPage({
  path: '/pest-control/wasps',
  title: 'Wasp Control',
  serviceName: 'Wasp and yellowjacket control',
  formId: 'wasp-control-form',
  hero: {
    eyebrow: 'Wasp & stinging insect control',
    heading: 'Wasp and Yellowjacket Nest Removal by a State-Licensed Pest Control Business',
    text: 'Paper wasps under the eaves, yellowjackets in the lawn, mud daubers on the lanai ceiling: we treat and remove nests in full protective gear, so no one in your family has to get close.',
    formHeading: 'Get a Nest Removed',
    formText: 'Tell us where the nest is and how big; we will call back with a time.',
  },
  tiles: {
    heading: 'Our Wasp Control Service',
    intro: 'The right approach depends on the insect and where it built. Every visit starts with identifying both.',
    items: [
      card(
        'wasp',
        'Nest treatment, then removal',
        'We treat the nest first and remove it once activity stops, so returning wasps cannot rebuild on the same spot.',
      ),
      card(
        'shield',
        'The right gear and tools',
        'Bee suits, extension poles and dust applicators let us reach nests in eaves, wall voids and the ground without standing in the flight path.',
      ),
      card(
        'home',
        'Prevention where they build',
        'A residual treatment under eaves, soffits, railings and play sets discourages queens from starting new nests in spring.',
      ),
      card('clock', 'Fast response', 'Nest by the front door or the pool? Service calls are same-day or next-day.'),
    ],
  },
  problemSolution: {
    heading: 'Paper Wasps, Yellowjackets and Mud Daubers',
    problem: {
      title: 'Long Florida summers grow big nests',
      text: 'Queens start nests in early spring, and colonies grow all summer into fall. Paper wasps build open, umbrella-shaped combs under eaves, railings and grill covers. Yellowjackets are the real hazard: they nest out of sight in the ground, in wall voids and in dense shrubs, defend the nest fiercely and sting again and again. In our mild winters some yellowjacket colonies survive and grow into enormous nests.',
      points: [
        'Paper wasps: slender, long-legged, with an open comb of cells under overhangs',
        'Yellowjackets: short, stout, black and yellow, nesting hidden in the ground or in walls',
        'Mud daubers: solitary, rarely sting, leave mud tubes on walls and ceilings',
        'Most stings happen in late summer and fall, when nests are largest',
      ],
    },
    solution: {
      title: 'Identify, treat, remove, prevent',
      text: 'We identify the species, treat the nest with a product that reaches every cell or tunnel, and remove it once the colony is dead. Ground and wall nests are treated through the entrance, so returning workers carry the dust inside. Then we treat the overhangs and structures wasps favor to discourage the next queen.',
      points: [
        'Same-day or next-day service calls',
        'Nests removed after treatment',
        'Wall and ground nests treated through the entrance, never sealed in',
        'Preventive treatment of eaves and railings each quarter',
      ],
    },
    image: image('services/wasps', 'A paper wasp nest under a roof overhang with two wasps'),
  },
  faqs: {
    heading: 'Wasp Control FAQ',
    intro: 'When you can deal with a nest yourself, and when to keep your distance.',
    items: waspFaqs,
  },
  cta: {
    heading: 'Found a Nest? Keep Your Distance and Call Us.',
    text: 'Paper wasps, yellowjackets and mud daubers handled by technicians in protective gear, with same-day or next-day service calls.',
  },
  seo: {
    title: 'Wasp Control in Jacksonville, FL | {company}',
    description:
      'Paper wasp, yellowjacket and mud dauber nests removed across Jacksonville and North Florida by a state-licensed pest control business. Free estimates.',
  },
})
