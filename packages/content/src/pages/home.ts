import type { Seed, Schema } from '../seed-types.ts'
import { image, ref } from '../refs.ts'
import { pageId } from '../documents/ids.ts'
import { locations } from '../documents/locations.ts'
import { card, linkButton } from './helpers.ts'

const service = (slug: string, icon: Seed<Schema.FeatureItem>['icon'], title: string, text: string, href: string, alt: string) => ({
  ...card(icon, title, text, href),
  image: image(`services/${slug}`, alt),
})

export const homePage: Seed<Schema.Page> = {
  _id: pageId('/'),
  _type: 'page',
  title: 'Home',
  path: '/',
  kind: 'home',
  hero: {
    _type: 'hero',
    eyebrow: 'Family-owned in Jacksonville since {foundedYear}',
    heading: 'Lawn Care & Pest Control North Florida Families Trust',
    text: 'Greener St. Augustine lawns, fewer fire ants and fewer mosquitoes on summer evenings, from a local team with {years} years in Jacksonville yards. Plans from {price:lawn-program}/month, no contracts.',
    image: image('home/hero', 'A technician spreading fertilizer on a thick green lawn in front of a Florida home with palm trees'),
    buttons: [linkButton('See Plans & Pricing', '/pricing')],
    showPhone: true,
    form: {
      _type: 'leadForm',
      formId: 'home-page-form',
      heading: 'Get Your Free Estimate',
      text: 'Tell us about your yard. We reply within {responseHours} hours.',
      buttonLabel: 'Get Free Estimate',
    },
  },
  sections: [
    { _type: 'zipCheckSection' },
    {
      _type: 'featureGrid',
      heading: 'Lawn, Tree and Pest Services Under One Roof',
      intro: 'One trusted team for the lawn, the landscape and the house, with every service timed to the North Florida calendar.',
      columns: 4,
      tone: 'plain',
      items: [
        service(
          'lawn-programs',
          'grass',
          'Lawn Programs',
          'Six to eight seasonal treatments a year for a thick lawn with fewer weeds.',
          '/services/lawn-programs',
          'A freshly striped green lawn with a fertilizer spreader',
        ),
        service(
          'tree-shrub',
          'tree',
          'Tree & Shrub Care',
          'Feeding plus insect and disease care for palms, shrubs and ornamentals.',
          '/services/tree-shrub',
          'A technician treating flowering shrubs beside a crape myrtle',
        ),
        service(
          'aeration',
          'aerator',
          'Lawn Aeration',
          'Core aeration that breaks up compacted soil and thatch so roots can breathe.',
          '/services/aeration',
          'A core aerator leaving soil plugs across a lawn',
        ),
        service(
          'ant-control',
          'ant',
          'Fire Ant Control',
          'Yard-wide fire ant treatment, included in every lawn program.',
          '/services/ant-control',
          'A fire ant mound in a lawn next to a granular bait spreader',
        ),
        service(
          'pest-control',
          'shield',
          'Home Pest Control',
          'A protective barrier inside and around your home, renewed every quarter.',
          '/pest-control',
          'A technician treating the foundation of a house inside a protective barrier',
        ),
        service(
          'ants',
          'ant',
          'Ant Control',
          'Ghost, crazy and carpenter ants traced to the colony and baited where they nest.',
          '/pest-control/ants',
          'A trail of ants on a kitchen counter leading to a bait station',
        ),
        service(
          'spiders',
          'spider',
          'Spider Control',
          'Webs cleared and widows kept away from eaves, lanais and garages.',
          '/pest-control/spiders',
          'A spider in its web under the eave of a lanai',
        ),
        service(
          'roaches',
          'roach',
          'Roach Control',
          'Indoor baits for German roaches, an outdoor barrier for palmetto bugs; most homes see results within 30 days.',
          '/pest-control/roaches',
          'A cockroach near a kitchen baseboard with a gel bait placement',
        ),
        service(
          'wasps',
          'wasp',
          'Wasp Control',
          'Paper wasp and yellowjacket nests removed by our ID-carded technicians in protective gear.',
          '/pest-control/wasps',
          'A paper wasp nest under a roof overhang with two wasps',
        ),
        service(
          'mosquitos',
          'mosquito',
          'Mosquito Control',
          'Treatments every {mosquitoWeeks} weeks from March to November for usable evenings.',
          '/pest-control/mosquitos',
          'A technician misting shrubs beside a backyard patio at dusk',
        ),
      ],
    },
    {
      _type: 'featureGrid',
      heading: 'Why Jacksonville Chooses {company}',
      intro: 'We are a family business, so every yard is treated like it belongs to a neighbor, because it usually does.',
      columns: 3,
      tone: 'tinted',
      items: [
        card(
          'family',
          'Family-owned since {foundedYear}',
          'Local owners who answer the phone, know your street and stand behind every visit.',
        ),
        card(
          'award',
          'Licensed and insured',
          'A {license}: certified operators plan the work, and every technician carries a state ID card and knows North Florida grasses and pests.',
        ),
        card('calendar', 'No contracts', 'Month-to-month service you can pause or cancel with notice, never a long-term lock-in.'),
        card('check', 'Free service calls', 'Pests back between visits? We return at no charge until the problem is solved.'),
        card(
          'paw',
          'Clear re-entry times',
          'Targeted products at label rates; children and pets can use treated areas again after {reentryHours} hours, per the product label.',
        ),
        card(
          'clock',
          'Fast, reliable response',
          'Every request answered within {responseHours} hours; service calls same-day or next-day.',
        ),
      ],
    },
    {
      _type: 'testimonialsSection',
      // Sample reviews until real ones replace them: the heading does not call them customers'.
      heading: 'What a Visit Looks Like',
      intro: 'Rated {rating} out of 5 from {reviewCount} reviews on {ratingSource}.',
      testimonials: [ref('testimonial-home-mandarin'), ref('testimonial-home-fleming-island'), ref('testimonial-home-atlantic-beach')],
    },
    {
      _type: 'ctaBanner',
      badge: 'New customer offer',
      heading: 'Sign Up for a Lawn Program and Your 4th Treatment Is Free',
      text: 'Start any lawn program this season and we credit your fourth treatment in full. No contract, no catch.',
      button: linkButton('Claim My Free Treatment', '/specials'),
      showPhone: true,
      tone: 'promo',
    },
    {
      _type: 'serviceAreaGrid',
      heading: 'Proudly Serving North Florida',
      intro: 'Our trucks cover a {radiusMiles}-mile radius around our Baymeadows office, from Amelia Island to St. Augustine.',
      locations: locations.map((location) => ref(location._id)),
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Jacksonville Lawn Care, Pest & Mosquito Control | {company}',
    description:
      'Family-owned lawn care, pest control and mosquito control in Jacksonville and North Florida since {foundedYear}. Plans from {price:lawn-program}/month. Free estimates.',
  },
}
