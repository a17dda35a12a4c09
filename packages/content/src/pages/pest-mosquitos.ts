import { image } from '../refs.ts'
import { mosquitoFaqs } from '../documents/faqs-pests.ts'
import { card } from './helpers.ts'
import { pestLandingPage } from './pest-landing.ts'

export const mosquitosPage = pestLandingPage({
  path: '/pest-control/mosquitos',
  title: 'Mosquito Control',
  serviceName: 'Mosquito control',
  formId: 'mosquito-control-form',
  hero: {
    eyebrow: 'Mosquito control, March to November',
    heading: 'Mosquito Control That Gives You Your Evenings Back',
    text: 'Treatments every {mosquitoWeeks} weeks from March through November knock down biting mosquitoes where they rest and stop the next generation where they breed, so the patio, the pool deck and the grill are yours again.',
    formHeading: 'Take Back Your Yard from Mosquitoes',
    formText: 'Tell us about your yard and we will plan your first treatment.',
  },
  tiles: {
    heading: 'How Our Mosquito Control Works',
    intro: 'Adult mosquitoes spend the day in shade and breed in any water that sits for a week. We treat both.',
    items: [
      card(
        'calendar',
        'Every {mosquitoWeeks} weeks, March to November',
        'Visits follow the mosquito life cycle, which runs from egg to biting adult in about a week in summer heat.',
      ),
      card(
        'leaf',
        'A barrier where they rest',
        'We mist the undersides of leaves in shrubs, hedges and shady ground cover, where adults wait out the day.',
      ),
      card(
        'droplet',
        'Breeding sites treated',
        'Larvicide in standing water that cannot be drained, such as drains, low spots and bromeliads, stops larvae from becoming biters.',
      ),
      card(
        'award',
        'Licensed for yard mosquito work',
        'A {license}; our ID-carded technicians apply products at label rates and keep them away from the blooms bees visit.',
      ),
    ],
  },
  problemSolution: {
    heading: 'Why North Florida Has So Many Mosquitoes',
    problem: {
      title: 'A nine-month season and water everywhere',
      text: 'Mosquito season here runs from March through November. Summer storms refill gutters, bromeliads, plant saucers and tarps every few days, and in that heat a mosquito goes from egg to biting adult in about a week. The coast has it worse: salt-marsh mosquitoes hatch by the million after high tides and rain, and in our experience coastal yards carry about 40% more mosquitoes than inland ones.',
      points: [
        'Asian tiger mosquitoes: black and white, biting by day, breeding in water as small as a bottle cap',
        'Southern house mosquitoes: brown night biters that breed in storm drains and stagnant water',
        'Salt-marsh mosquitoes: flying miles inland from the marshes at dusk',
        'Mosquitoes here can carry West Nile virus, and they spread heartworm to dogs',
      ],
    },
    solution: {
      title: 'A barrier plus breeding control',
      text: 'Every {mosquitoWeeks} weeks your technician walks the property, tips out and treats standing water, and applies a barrier treatment to the foliage where mosquitoes rest. The residual keeps working on mosquitoes that land there between visits, while larvicide in water we cannot drain stops the next generation before it can fly.',
      points: [
        'Treatments every {mosquitoWeeks} weeks, March to November',
        'Foliage, fence lines, lanai edges and under decks',
        'Larvicide in drains, low spots and bromeliads',
        'Free return visits if biting picks up between treatments',
      ],
    },
    image: image('services/mosquitos', 'A technician misting shrubs beside a backyard patio at dusk'),
  },
  faqs: {
    heading: 'Mosquito Control FAQ',
    intro: 'Timing, safety and what you can do between treatments.',
    items: mosquitoFaqs,
  },
  cta: {
    heading: 'Take Back Your Backyard This Season',
    text: 'Get a free estimate for mosquito control every {mosquitoWeeks} weeks, March through November. Month-to-month, no contract.',
  },
  seo: {
    title: 'Mosquito Control in Jacksonville, FL | {company}',
    description:
      'Mosquito control for Jacksonville and the beaches by a Florida-licensed pest control business: barrier treatments every {mosquitoWeeks} weeks from March to November; children and pets can use treated areas again after {reentryHours} hours, per the product label.',
  },
})
