import { image } from '../refs.ts'
import { roachFaqs } from '../documents/faqs-pests.ts'
import { card } from './helpers.ts'
import { pestLandingPage } from './pest-landing.ts'

export const roachesPage = pestLandingPage({
  path: '/pest-control/roaches',
  title: 'Roach Control',
  serviceName: 'Cockroach control',
  formId: 'roach-control-form',
  hero: {
    eyebrow: 'Roach control',
    heading: 'Roach Control for Palmetto Bugs and German Roaches',
    text: 'A big palmetto bug that wandered in from the mulch and German roaches breeding under the sink are two different problems. We identify yours and treat it the right way. In our experience most homes see results in days and stop seeing German roaches within about 30 days, with free service calls if they come back.',
    formHeading: 'Get Rid of Roaches',
    formText: 'Tell us where you have seen them and when; it helps us identify the species.',
  },
  tiles: {
    heading: 'How We Get Rid of Roaches',
    intro: 'No fogging, no soaked baseboards: precise treatments in the places roaches actually live.',
    items: [
      card(
        'roach',
        'A plan for your species',
        'Outdoor roaches need a barrier and sealed gaps; German roaches need an indoor baiting program. We identify yours first.',
      ),
      card(
        'home',
        'Gel bait where roaches hide',
        'Small placements in cabinet hinges, behind appliances and under sinks, never sprayed on your counters.',
      ),
      card(
        'shield',
        'Growth regulators stop the next generation',
        'Insect growth regulators keep young roaches from maturing and breeding, breaking the cycle German roaches depend on.',
      ),
      card(
        'check',
        'Follow-ups while activity lasts',
        'We come back to re-bait until activity stops, and service calls between visits are free.',
      ),
    ],
  },
  problemSolution: {
    heading: 'Know Your Roach: Why the Species Matters',
    problem: {
      title: 'Two very different roach problems',
      text: 'American and smoky brown roaches, the "palmetto bugs", live outdoors in mulch, palm boots, tree holes and storm drains, and slip in under doors and around pipes, especially after heavy rain. German roaches are small, tan and striped, and live entirely indoors. One female and her offspring can become thousands within months, so a roach in daylight means the hiding places are already full.',
      points: [
        'American roaches: up to 2 inches long, reddish-brown, able to glide on warm nights',
        'Smoky brown roaches: dark mahogany, drawn to lights, common in attics and along eaves',
        'German roaches: about 1/2 inch, two dark stripes, in kitchens and bathrooms',
        'Roach droppings and shed skins are a known trigger for asthma and allergies',
      ],
    },
    solution: {
      title: 'A plan built for your roach',
      text: 'For palmetto bugs we treat outside, where they live: mulch beds, palm boots, weep holes and the garage, with a perimeter barrier and advice on sealing the way in. For German roaches we work inside, with dozens of small gel bait placements, an insect growth regulator to stop breeding, and follow-up visits until activity stops. In our experience, German roach work in most homes runs like this:',
      points: [
        'In the first days: roaches feed on the bait',
        'In 1-2 weeks: a big drop in sightings',
        'By about 30 days: most homes no longer see them',
        'Free service calls if you spot one afterward',
      ],
    },
    image: image('services/roaches', 'A cockroach near a kitchen baseboard beside a small gel bait placement'),
  },
  faqs: {
    heading: 'Roach Control FAQ',
    intro: 'How fast treatment works, and why a clean house can still have roaches.',
    items: roachFaqs,
  },
  cta: {
    heading: 'Seeing Roaches? Do Not Wait for More.',
    text: 'One German roach usually means many more behind the walls. Book a free inspection; service calls are same-day or next-day.',
  },
  seo: {
    title: 'Roach Control in Jacksonville, FL | {company}',
    description:
      'Palmetto bug and German roach control in Jacksonville homes. In our experience most homes see a big drop in 1-2 weeks; service calls between visits are free.',
  },
})
