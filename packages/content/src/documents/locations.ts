import type { Seed, Schema } from '../seed-types.ts'
import { ref } from '../refs.ts'
import { pageId } from './ids.ts'

type Town = {
  slug: string
  name: string
  title: string
  tagline: string
  description: string
  population: string
  zipCodes: string[]
  /** Each area with the ZIP code it sits in: [name, ZIP]. */
  neighborhoods: [name: string, zip: string][]
  frequency: string
  responseTime: string
  localNote: string
  testimonial: string
  /** Dedicated towns get a block of local advice on top of the shared layout. */
  sections?: Seed<Schema.Location>['sections']
}

/** Areas that all sit in one ZIP code, as [name, ZIP] pairs. */
const areas = (zip: string, names: string[]): [string, string][] => names.map((name) => [name, zip])

const tip = (icon: Seed<Schema.FeatureItem>['icon'], title: string, text: string) => ({ _type: 'featureItem' as const, icon, title, text })

const LAWN_AND_PEST = [
  '/services/lawn-programs',
  '/services/tree-shrub',
  '/services/aeration',
  '/services/ant-control',
  '/pest-control',
  '/pest-control/mosquitos',
]

// Population and ZIP codes are given facts, kept as written; neighborhoods are real communities of each town,
// each in one of the town's ZIP codes (an area outside them would contradict the ZIP check).
const towns: Town[] = [
  {
    slug: 'jacksonville',
    name: 'Jacksonville',
    title: 'Lawn Care & Pest Control in Jacksonville, FL',
    tagline:
      'From riverfront bungalows in San Marco to new builds in Oceanway, our home-town crews keep Jacksonville lawns thick and pests in check.',
    description:
      'Family-owned lawn care, pest control and mosquito control across Jacksonville, FL. Month-to-month plans, free service calls and free estimates.',
    population: '950,000+',
    zipCodes: ['32207-32211', '32216-32220'],
    neighborhoods: [
      ['San Marco', '32207'],
      ['Lakewood', '32207'],
      ['Ortega', '32210'],
      ['Venetia', '32210'],
      ['Arlington', '32211'],
      ['Southside', '32216'],
      ['San Jose', '32217'],
      ['Oceanway', '32218'],
    ],
    frequency: 'Lawn visits every {lawnVisitWeeks} weeks; mosquito visits every {mosquitoWeeks} weeks, March to November',
    responseTime: 'Same-day or next-day service calls from our Baymeadows office',
    localNote:
      'Old shade trees and St. Augustine lawns on the river side, sandy new-construction yards on the Southside: we adjust products and mowing advice street by street.',
    testimonial: 'testimonial-jacksonville',
    sections: [
      {
        _type: 'featureGrid',
        heading: 'What Jacksonville Yards Deal With Most',
        intro: '{years} years of river humidity, old oaks and new subdivisions taught us where Jacksonville lawns struggle first.',
        columns: 3,
        tone: 'plain',
        items: [
          tip(
            'tree',
            'Shade from mature oaks',
            'San Marco and Ortega lawns under old oaks get a few hours of sun at best. UF/IFAS calls St. Augustine generally the best lawn grass for shady spots, so we keep it: we feed lighter, mow higher and suggest mulch or shade-loving groundcovers where even St. Augustine thins out.',
          ),
          tip(
            'bug',
            'Chinch bugs along hot pavement',
            'Sunny Southside and Arlington lawns beside driveways show chinch bug damage first each June; we check those strips on every summer visit.',
          ),
          tip(
            'mosquito',
            'Mosquitoes near the river and creeks',
            'Homes near the St. Johns River, Pottsburg Creek and retention ponds get mosquito treatments every {mosquitoWeeks} weeks from March to November.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'st-johns',
    name: 'St. Johns',
    title: 'Lawn Care & Pest Control in St. Johns, FL',
    tagline: 'Fresh sod, young landscapes and conservation land next door: St. Johns yards need a program built for new neighborhoods.',
    description:
      'Lawn care, fire ant control and pest control for St. Johns, FL 32259. New-sod programs, mosquito control and free estimates.',
    population: '25,000+',
    zipCodes: ['32259'],
    neighborhoods: areas('32259', [
      'Julington Creek Plantation',
      'RiverTown',
      'Durbin Crossing',
      'Aberdeen',
      'Cimarrone',
      'Fruit Cove',
      'Switzerland',
    ]),
    frequency: 'Lawn visits every {lawnVisitWeeks} weeks; quarterly home pest service',
    responseTime: 'Next-day visits across the 32259 ZIP code',
    localNote:
      'Builder-grade soil under new sod compacts fast and holds little food; we feed lightly and often and watch retention-pond edges for mosquitoes and fire ants.',
    testimonial: 'testimonial-st-johns',
    sections: [
      {
        _type: 'featureGrid',
        heading: 'Caring for New Lawns in St. Johns',
        intro:
          'Most St. Johns homes sit on builder sod laid over compacted fill; these are the three things that make or break it in the first years.',
        columns: 3,
        tone: 'plain',
        items: [
          tip(
            'sprout',
            'Rooting new sod',
            'Sod laid on compacted fill roots shallowly; light, frequent feeding and core aeration in the second summer help roots go deep.',
          ),
          tip(
            'ant',
            'Fire ants from disturbed soil',
            'Construction stirs up fire ant colonies; a yard-wide bait in spring and fall keeps play areas and common-area edges clear.',
          ),
          tip(
            'droplet',
            'Retention ponds and drainage',
            'Pond edges and swales breed mosquitoes and grow dollarweed; we adjust treatments and irrigation advice to each lot.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'ponte-vedra-beach',
    name: 'Ponte Vedra Beach',
    title: 'Lawn Care & Pest Control in Ponte Vedra Beach, FL',
    tagline:
      'Salt air, sandy soil and manicured landscapes: Ponte Vedra Beach properties get coastal-grade care and discreet, punctual crews.',
    description:
      'Coastal lawn care, tree and shrub care and mosquito control in Ponte Vedra Beach, FL 32082. Free estimates, no contracts.',
    population: '5,000+',
    zipCodes: ['32082'],
    neighborhoods: areas('32082', [
      'Old Ponte Vedra',
      'Sawgrass',
      'Marsh Landing',
      'The Plantation at Ponte Vedra',
      'Ponte Vedra Lakes',
      'Palm Valley',
    ]),
    frequency: 'Lawn visits every {lawnVisitWeeks} weeks; mosquito visits every {mosquitoWeeks} weeks in season',
    responseTime: 'Same-day or next-day service calls along A1A',
    localNote:
      'Salt spray and wind dry out turf near the dunes, and marsh-side lots breed salt-marsh mosquitoes; we pick salt-tolerant products and treat resting areas on the landward side.',
    testimonial: 'testimonial-ponte-vedra-beach',
    sections: [
      {
        _type: 'featureGrid',
        heading: 'Coastal Care for Ponte Vedra Beach Properties',
        intro: 'Between the ocean and the Intracoastal, lawns and landscapes face conditions inland yards never see.',
        columns: 3,
        tone: 'plain',
        items: [
          tip(
            'sun',
            'Salt spray and sandy soil',
            'Dune-side lawns dry out fast and burn from salt; slow-release feeding and deep, infrequent watering keep them green.',
          ),
          tip(
            'mosquito',
            'Salt-marsh mosquitoes',
            'Marsh-side lots near Guana and the Intracoastal see heavy mosquito pressure; barrier treatments of shaded resting spots every {mosquitoWeeks} weeks make evenings usable.',
          ),
          tip(
            'tree',
            'Palms and manicured beds',
            'Palms need potassium and magnesium in sandy soil; our tree and shrub visits feed them and watch for scale on ornamentals.',
          ),
        ],
      },
    ],
  },
  {
    slug: 'fernandina-beach',
    name: 'Fernandina Beach',
    title: 'Lawn Care & Pest Control in Fernandina Beach, FL',
    tagline: 'Amelia Island lawns face salt, sand and shade from old live oaks; our programs are built for the barrier island.',
    description: 'Lawn care, pest control and mosquito control on Amelia Island and in Fernandina Beach, FL 32034. Month-to-month plans.',
    population: '12,000+',
    zipCodes: ['32034'],
    neighborhoods: areas('32034', [
      'Historic Downtown',
      'Old Town',
      'Amelia Park',
      'South Fletcher',
      'Amelia Island Plantation',
      'Summer Beach',
    ]),
    frequency: 'Lawn visits every {lawnVisitWeeks} weeks; mosquito visits every {mosquitoWeeks} weeks, March to November',
    responseTime: 'Scheduled island routes every week, urgent calls next day',
    localNote:
      'Heavy live-oak shade in the historic district thins St. Augustine; we favor shade-tolerant care and careful watering over more fertilizer.',
    testimonial: 'testimonial-fernandina-beach',
  },
  {
    slug: 'yulee',
    name: 'Yulee',
    title: 'Lawn Care & Pest Control in Yulee, FL',
    tagline: 'Growing fast along A1A, Yulee neighborhoods get programs that turn new sod into an established lawn.',
    description: 'Lawn care, fire ant control and pest control in Yulee, FL 32097. New-construction lawn programs and free estimates.',
    population: '12,000+',
    zipCodes: ['32097'],
    neighborhoods: areas('32097', ['Wildlight', 'Heron Isles', 'Tributary', 'Nassau Crossing', 'Lofton Oaks']),
    frequency: 'Lawn visits every {lawnVisitWeeks} weeks; quarterly home pest service',
    responseTime: 'Next-day service calls on our Nassau County route',
    localNote:
      'Woodland edges bring fire ants and woods roaches into new yards; we bait the whole yard for fire ants and keep a perimeter barrier around the house.',
    testimonial: 'testimonial-yulee',
  },
  {
    slug: 'orange-park',
    name: 'Orange Park',
    title: 'Lawn Care & Pest Control in Orange Park, FL',
    tagline: 'Riverfront humidity and mature trees make Orange Park a hot spot for lawn disease and spiders; we stay a step ahead of both.',
    description: 'Lawn care, spider and pest control and mosquito control in Orange Park, FL 32073 and 32065. Free estimates.',
    population: '8,500+',
    zipCodes: ['32073', '32065'],
    neighborhoods: [
      ['Town of Orange Park', '32073'],
      ['OakLeaf Plantation', '32065'],
      ['Eagle Landing', '32065'],
      ['Bellair-Meadowbrook Terrace', '32073'],
      ['Lakeside', '32065'],
      ['Grove Park', '32073'],
      ['Orange Park Country Club', '32073'],
    ],
    frequency: 'Lawn visits every {lawnVisitWeeks} weeks; quarterly home pest service',
    responseTime: 'Same-day or next-day service calls across Clay County',
    localNote:
      'Damp air off the St. Johns River favors lawn disease: gray leaf spot in hot, humid summer spells and large patch once fall nights cool. We watch for the first on every summer visit and time large patch prevention to the first cool, wet weeks of fall.',
    testimonial: 'testimonial-orange-park',
  },
  {
    slug: 'st-augustine',
    name: 'St. Augustine',
    title: 'Lawn Care & Pest Control in St. Augustine, FL',
    tagline: 'From Vilano Beach to World Golf Village, we keep St. Augustine-area lawns green and roaches and ants in check.',
    description: 'Lawn care, aeration, pest control and mosquito control in St. Augustine, FL 32084, 32086 and 32092. Free estimates.',
    population: '15,000+',
    zipCodes: ['32084', '32086', '32092'],
    neighborhoods: [
      ['Historic Downtown', '32084'],
      ['Lincolnville', '32084'],
      ['Vilano Beach', '32084'],
      ['St. Augustine Shores', '32086'],
      ['World Golf Village', '32092'],
      ['Murabella', '32092'],
    ],
    frequency: 'Lawn visits every {lawnVisitWeeks} weeks; mosquito visits every {mosquitoWeeks} weeks in season',
    responseTime: 'Next-day service calls across St. Johns County',
    localNote:
      'Older homes near the bayfront invite palmetto bugs and ghost ants inside; we seal and treat the perimeter as carefully as the lawn.',
    testimonial: 'testimonial-st-augustine',
  },
  {
    slug: 'jacksonville-beach',
    name: 'Jacksonville Beach',
    title: 'Lawn Care & Pest Control in Jacksonville Beach, FL',
    tagline: 'Sandy beach lots and ocean breezes are hard on grass and easy for mosquitoes; our beach crews know both.',
    description:
      'Beach lawn care, mosquito control and pest control in Jacksonville Beach, FL 32250. Month-to-month plans, free estimates.',
    population: '23,000+',
    zipCodes: ['32250'],
    neighborhoods: areas('32250', ['Downtown Jax Beach', 'South Beach', 'Paradise Key', 'Jax Beach Golf Club area', 'The Oceanfront']),
    frequency: 'Lawn visits every {lawnVisitWeeks} weeks; mosquito visits every {mosquitoWeeks} weeks, March to November',
    responseTime: 'Same-day or next-day calls at the beaches',
    localNote:
      'Pure sand drains in minutes, so beach lawns starve and dry out first; we use slow-release feeding and coach watering for the current irrigation days.',
    testimonial: 'testimonial-jacksonville-beach',
  },
  {
    slug: 'atlantic-beach',
    name: 'Atlantic Beach',
    title: 'Lawn Care & Pest Control in Atlantic Beach, FL',
    tagline: 'Shady oaks in Old Atlantic Beach, marsh views in Selva Marina: we tailor lawn and mosquito care to each street.',
    description: 'Lawn care, mosquito control and pest control in Atlantic Beach, FL 32233. Family-owned, no contracts, free estimates.',
    population: '13,000+',
    zipCodes: ['32233'],
    neighborhoods: areas('32233', ['Old Atlantic Beach', 'Selva Marina', 'Royal Palms', 'Beaches Town Center', 'Oceanwalk']),
    frequency: 'Lawn visits every {lawnVisitWeeks} weeks; mosquito visits every {mosquitoWeeks} weeks in season',
    responseTime: 'Same-day or next-day service calls at the beaches',
    localNote:
      'Marsh-side homes see more mosquitoes than inland ones on our routes; a {mosquitoWeeks}-week barrier schedule and a standing-water check keep evenings usable.',
    testimonial: 'testimonial-atlantic-beach',
  },
  {
    slug: 'middleburg',
    name: 'Middleburg',
    title: 'Lawn Care & Pest Control in Middleburg, FL',
    tagline: 'Big lots, Black Creek and wooded acreage: Middleburg homes get fire ant, lawn and pest care sized for real yards.',
    description: 'Lawn care, fire ant control and pest control in Middleburg, FL 32068 and 32050. Large-lot programs and free estimates.',
    population: '13,000+',
    zipCodes: ['32068', '32050'],
    neighborhoods: areas('32068', [
      'Historic Middleburg',
      'The Ravines',
      'Pine Ridge Plantation',
      'Branan Field',
      'Homes along Black Creek',
    ]),
    frequency: 'Lawn visits every {lawnVisitWeeks} weeks; quarterly home pest service',
    responseTime: 'Next-day service calls across western Clay County',
    localNote:
      'Larger lots mean more fire ant mounds and longer perimeters; we price by lawn size and treat the whole yard, not just the mounds you can see.',
    testimonial: 'testimonial-middleburg',
  },
  {
    slug: 'green-cove-springs',
    name: 'Green Cove Springs',
    title: 'Lawn Care & Pest Control in Green Cove Springs, FL',
    tagline: 'Historic river-town homes and new subdivisions alike get dependable lawn, tree and pest care in Green Cove Springs.',
    description: 'Lawn care, tree and shrub care and pest control in Green Cove Springs, FL 32043. Month-to-month plans, free estimates.',
    population: '9,500+',
    zipCodes: ['32043'],
    neighborhoods: areas('32043', [
      'Downtown Spring Park',
      'Historical Triangle',
      'Magnolia Point',
      'Lake Asbury',
      'The St. Johns riverfront',
    ]),
    frequency: 'Lawn visits every {lawnVisitWeeks} weeks; quarterly home pest service',
    responseTime: 'Next-day service calls on our Clay County route',
    localNote:
      'Mature azaleas and camellias in the older neighborhoods are prone to scale and lace bugs; our tree and shrub visits check them every time.',
    testimonial: 'testimonial-green-cove-springs',
  },
  {
    slug: 'fleming-island',
    name: 'Fleming Island',
    title: 'Lawn Care & Pest Control in Fleming Island, FL',
    tagline: 'Golf-course-quality lawns are the norm in Fleming Island; our programs help you keep up with the neighbors.',
    description: 'Lawn care, aeration, pest control and mosquito control in Fleming Island, FL 32003 and 32006. Free estimates.',
    population: '30,000+',
    zipCodes: ['32003', '32006'],
    neighborhoods: areas('32003', ['Eagle Harbor', 'Fleming Island Plantation', 'Pace Island', 'Hibernia', 'Margaret\u2019s Walk']),
    frequency: 'Lawn visits every {lawnVisitWeeks} weeks; mosquito visits every {mosquitoWeeks} weeks in season',
    responseTime: 'Same-day or next-day service calls across Fleming Island',
    localNote:
      'Irrigated lawns along the golf course often build thatch past 1/2 inch, where roots start growing in the thatch instead of the soil; core aeration every year or two keeps water and food reaching the roots.',
    testimonial: 'testimonial-fleming-island',
  },
]

/** A town as this module writes it; its guide and articles come from towns/<slug>.md (town-guides.ts). */
export type TownSeed = Omit<Seed<Schema.Location>, 'guide' | 'articles'>

export const locations: TownSeed[] = towns.map((town) => ({
  _id: `location-${town.slug}`,
  _type: 'location',
  name: town.name,
  slug: { _type: 'slug', current: town.slug },
  title: town.title,
  tagline: town.tagline,
  description: town.description,
  services: LAWN_AND_PEST.map((path) => ref(pageId(path))),
  population: town.population,
  zipCodes: town.zipCodes,
  neighborhoods: town.neighborhoods.map(([name, zip]) => ({ _type: 'townArea' as const, name, zip })),
  frequency: town.frequency,
  responseTime: town.responseTime,
  localNote: town.localNote,
  testimonial: ref(town.testimonial),
  ...(town.sections ? { sections: town.sections } : {}),
}))
