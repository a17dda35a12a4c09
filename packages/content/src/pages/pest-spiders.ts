import { image } from '../refs.ts'
import { spiderFaqs } from '../documents/faqs-pest-control.ts'
import { card } from './helpers.ts'
import { pestLandingPage } from './pest-landing.ts'

// The spider page's four feature tiles appear once, not twice: a repeated block reads as a mistake
// to visitors and as duplicate content to search engines. The page keeps a second grid, but it
// carries new information, a guide to the spiders
// North Florida homeowners actually find, so the page still has two grids of four cards.
export const spidersPage = pestLandingPage({
  path: '/pest-control/spiders',
  title: 'Spider Control',
  serviceName: 'Spider control',
  formId: 'spider-control-form',
  hero: {
    eyebrow: 'Spider control',
    heading: 'Spider Control for Eaves, Lanais and Garages',
    text: 'Warm, humid North Florida nights draw insects to every porch light, and spiders follow the food. We clear the webs, treat where spiders hide and look hardest for widows in the places your family reaches into.',
    formHeading: 'Clear Out the Spiders',
    formText: 'Tell us where the webs are and we will plan the first visit.',
  },
  tiles: {
    heading: 'Our Spider Control Service',
    intro: 'Removing webs is the easy part. Keeping them gone means dealing with where spiders hide and what they eat.',
    items: [
      card(
        'spider',
        'Webs and egg sacs removed',
        'We sweep webs and egg sacs from eaves, soffits, lanai screens and garage corners before the next batch hatches.',
      ),
      card(
        'shield',
        'Treatment where spiders hide',
        'Cracks, weep holes, window frames, door tracks and garage corners, the quiet spots spiders and widows use by day.',
      ),
      card(
        'sun',
        'Fewer insects, fewer spiders',
        'Our perimeter treatment also cuts the moths and gnats spiders feed on, and we show you which lights draw them.',
      ),
      card('check', 'Free service calls', 'Webs back before your next quarterly visit? We come back at no charge.'),
    ],
  },
  extra: [
    {
      _type: 'featureGrid',
      heading: 'Spiders You Will Meet in North Florida',
      intro: 'Only two of these deserve real caution. Knowing which is which tells us where to look and how to treat.',
      columns: 4,
      tone: 'tinted',
      items: [
        card(
          'spider',
          'Southern black widow',
          'Glossy black with a red hourglass underneath. Hides in meter boxes, woodpiles, sheds and under outdoor furniture. Venomous: call us.',
        ),
        card(
          'spider',
          'Brown widow',
          'Tan to brown with an orange hourglass and spiky, round egg sacs. Common under railings, mailboxes and pool furniture. Venomous.',
        ),
        card(
          'spider',
          'Wolf spider',
          'Large, hairy hunters that run along the ground and wander indoors after summer storms. Startling, but not dangerous.',
        ),
        card(
          'spider',
          'Golden silk orb-weaver',
          'The "banana spider" with huge golden webs between trees in late summer and fall. Shy and helpful: it eats mosquitoes.',
        ),
      ],
    },
  ],
  problemSolution: {
    heading: 'Why North Florida Homes Have So Many Spiders',
    problem: {
      title: 'Warm nights, porch lights and plenty of prey',
      text: 'Spiders do not come for your house; they come for the insects your house attracts. Porch and soffit lights draw moths and gnats almost all year here, shrubs against the walls give cover, and screened lanais trap insects in a perfect hunting ground. Widows settle into the quiet corners: under patio furniture, in meter boxes, behind stored pots.',
      points: [
        'Webs rebuilt overnight under eaves and across lanai screens',
        'Black and brown widows in garages, sheds and outdoor furniture',
        'Wolf spiders running indoors after heavy rain',
        'Egg sacs holding hundreds of spiderlings each',
      ],
    },
    solution: {
      title: 'Remove, treat, then cut off the food supply',
      text: 'On every visit we brush down webs and egg sacs, treat the cracks and voids where spiders hide around windows, doors, eaves and the garage, and apply a perimeter treatment that also knocks down the insects they feed on. We point out the lighting and landscaping changes that make your home far less attractive to spiders.',
      points: [
        'Web and egg sac removal from eaves, soffits and lanai screens',
        'Crack-and-crevice treatment in garages and lanais',
        'Perimeter treatment that cuts the insects spiders eat',
        'Quarterly service, with free visits in between',
      ],
    },
    image: image('services/spiders', 'A spider in its web in the corner of a screened lanai overlooking a pool'),
  },
  faqs: {
    heading: 'Spider Control FAQ',
    intro: 'Which spiders to worry about, and how to keep the rest away.',
    items: spiderFaqs,
  },
  cta: {
    heading: 'Clear the Webs and Keep Them Gone',
    text: 'Get a free inspection of your eaves, lanai and garage and a quote for quarterly spider control.',
  },
  seo: {
    title: 'Spider Control in Jacksonville, FL | {company}',
    description:
      'Spider control for Jacksonville homes: webs and egg sacs removed, widows treated in garages and lanais, quarterly barrier with free service calls.',
  },
})
