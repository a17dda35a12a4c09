import { image } from '../refs.ts'
import { antFaqs } from '../documents/faqs-pest-control.ts'
import { card } from './helpers.ts'
import { pestLandingPage } from './pest-landing.ts'

// Indoor and structural ants. Fire ants in the lawn are the /services/ant-control page.
export const antsPage = pestLandingPage({
  path: '/pest-control/ants',
  title: 'Ant Control',
  serviceName: 'Ant control',
  formId: 'ant-control-form',
  hero: {
    eyebrow: 'Indoor ant control',
    heading: 'Ant Control That Ends the Trail at the Colony',
    text: 'Ghost ants at the kitchen sink, white-footed ants along the counters, carpenter ants in the eaves at night: we identify the species, find the nest and treat the colony, so the trails stop instead of moving to another room.',
    formHeading: 'Stop the Ant Trails',
    formText: 'Tell us where you see them; we bring the right bait for your ant.',
  },
  tiles: {
    heading: 'How We Get Rid of Ants',
    intro: 'The ant on your counter is a forager. The colony, and its queens, are somewhere else. That is where we aim.',
    items: [
      card(
        'ant',
        'Species identified first',
        'Ghost, white-footed, crazy and carpenter ants eat different foods and nest in different places, so every plan starts with an ID.',
      ),
      card(
        'home',
        'Baits, not sprays, indoors',
        'Workers carry bait home to the queens. Repellent sprays only split the colony into more nests.',
      ),
      card(
        'shield',
        'A barrier they cannot detect',
        'A non-repellent treatment around the foundation, windows and utility lines that ants pick up and share without noticing.',
      ),
      card('calendar', 'Quarterly protection', 'Indoor treatments last 2-3 months, so quarterly visits keep new colonies from moving in.'),
    ],
  },
  problemSolution: {
    heading: 'Why Ants Keep Coming Back',
    problem: {
      title: 'Florida ants live in huge, moving colonies',
      text: 'Most indoor ants in North Florida are not native. Ghost ants and white-footed ants form supercolonies with many queens and dozens of satellite nests in wall voids, potted plants, mulch and palm boots. Spray the trail on the counter and the colony simply buds into new nests, and the trails come back in more rooms than before.',
      points: [
        'Ghost ants: tiny, with a dark head and pale legs, trailing to sweets and water in kitchens and bathrooms',
        'White-footed ants: black with pale feet, marching along rooflines and in through windows',
        'Crazy ants: fast, erratic trails and huge numbers outdoors in summer and fall',
        'Florida carpenter ants: large, red and black, nesting in damp wood and foraging at night',
      ],
    },
    solution: {
      title: 'We treat the colony, not the trail',
      text: 'Your technician follows the trails back to where the ants are nesting, places baits matched to that species on active trails indoors, and treats the outside of the house with a non-repellent product. Foragers carry it to the queens and the satellite nests, and in our experience most colonies decline within one to two weeks.',
      points: [
        'Inspection of trails, entry points and moisture sources',
        'Species-matched baits, placed out of reach of kids and pets',
        'Non-repellent barrier around the foundation, windows and utility lines',
        'Free service calls if trails return between visits',
      ],
    },
    image: image('services/ants', 'A trail of ants on a kitchen counter leading to a bait station'),
  },
  faqs: {
    heading: 'Ant Control FAQ',
    intro: 'What to expect from treatment, and what you can do to help it work.',
    items: antFaqs,
  },
  cta: {
    heading: 'Ants on the Counter Again? Let Us Find the Nest.',
    text: 'Get a free inspection and a plan for your home, with free service calls between visits and no contract.',
  },
  seo: {
    title: 'Ant Control in Jacksonville, FL | {company}',
    description:
      'Ghost, white-footed, crazy and carpenter ant control in Jacksonville homes. Colony-targeted baits, treatments that last 2-3 months, free service calls.',
  },
})
