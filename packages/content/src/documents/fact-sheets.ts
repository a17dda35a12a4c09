import type { Seed, Schema } from '../seed-types.ts'

// Facts several articles need, written once. An article shows one with `::fact[key]` in its Markdown
// (posts/README.md); staff edit the box under Blog > Fact boxes and every article showing it follows.
// `checkedOn` is the day the box was last compared with the sources it names.

type FactSheet = Seed<Schema.FactSheet>

const row = (label: string, value: string) => ({ _type: 'factRow' as const, label, value })
const source = (name: string, href?: string) => ({ _type: 'factSource' as const, name, ...(href ? { href } : {}) })

const UF_MOWING = 'https://edis.ifas.ufl.edu/publication/LH028'
const SJRWMD = 'https://www.sjrwmd.com/wateringrestrictions/'
const JACKSONVILLE = 'https://www.jacksonville.gov/irrigation'
const MODEL_ORDINANCE = 'https://www.flsenate.gov/Laws/Statutes/2024/403.9337'
const FLORIDA_FRIENDLY = 'https://ffl.ifas.ufl.edu/'

const CHECKED = '2026-11-26'

export const FACT_KEYS = ['mowing-heights', 'watering-days', 'fertilizer-rules', 'roach-timeline'] as const
export type FactKey = (typeof FACT_KEYS)[number]

export const factId = (key: FactKey) => `fact-${key}` as const

const sheet = (key: FactKey, fields: Omit<FactSheet, '_id' | '_type' | 'checkedOn'>): FactSheet => ({
  _id: factId(key),
  _type: 'factSheet',
  ...fields,
  checkedOn: CHECKED,
})

export const factSheets: FactSheet[] = [
  sheet('mowing-heights', {
    title: 'Mowing heights for North Florida lawns',
    intro: 'UF/IFAS recommends these heights for home lawns. Mow often enough that no single cut takes more than a third of the blade.',
    columns: { label: 'Grass', value: 'Mowing height' },
    rows: [
      row('St. Augustinegrass, standard types (Floratam)', '3.5-4 inches'),
      row('St. Augustinegrass, dwarf types (Captiva, Seville)', '2-2.5 inches'),
      row('Bahiagrass', '3-4 inches'),
      row('Zoysiagrass', '1-2.5 inches, lower for fine-bladed types'),
      row('Centipedegrass', '1.5-2 inches'),
      row('Bermudagrass', '0.5-1.5 inches, with a reel mower at the low end'),
    ],
    notes: [
      'Grass in shade does better at the top of its range.',
      'After a rainy week, bring an overgrown lawn down over two or three mowings rather than one.',
      'A dull blade tears the tips, which brown and give leaf diseases a way in.',
    ],
    sources: [source('UF/IFAS Extension, "Mowing Your Florida Lawn"', UF_MOWING)],
  }),
  sheet('watering-days', {
    title: 'Watering days in the St. Johns River Water Management District',
    intro:
      'The district covers Duval, Clay, St. Johns and Nassau counties. Landscape irrigation is allowed on at most two days a week during daylight saving time and one day a week during standard time, set by your address.',
    columns: { label: 'Property', value: 'Days you may water' },
    rows: [
      row('Home with an odd-numbered address, or none', 'Wednesday and Saturday; Saturday only in standard time'),
      row('Home with an even-numbered address', 'Thursday and Sunday; Sunday only in standard time'),
      row('Business or other non-residential property', 'Tuesday and Friday; Tuesday only in standard time'),
      row('Time of day', 'Before 10 a.m. or after 4 p.m., never in between'),
      row('Length', 'No more than an hour per zone'),
    ],
    notes: [
      'Daylight saving time runs from the second Sunday in March to the first Sunday in November.',
      'The days are a limit, not a schedule. UF/IFAS advises watering only when the grass shows wilt (folded blades, a blue-gray cast, footprints that stay) and then putting down 1/2 to 3/4 inch.',
      'Hand watering, drip lines in beds and newly laid sod have their own allowances, and reclaimed-water customers follow their utility. Confirm your days with the district or your city before resetting the timer.',
      'Florida law requires every automatic sprinkler system to have a working rain sensor or shut-off device.',
    ],
    sources: [
      source('St. Johns River Water Management District', SJRWMD),
      source('City of Jacksonville, Irrigation and Fertilizer', JACKSONVILLE),
    ],
  }),
  sheet('fertilizer-rules', {
    title: 'Fertilizer rules around Jacksonville',
    intro:
      "Jacksonville's fertilizer ordinance, in the city's code since 2008, follows Florida-Friendly practice, and state law requires cities and counties that drain to a nutrient-impaired water, as the lower St. Johns River is, to adopt at least the state's model ordinance. The parts that matter at home:",
    columns: { label: 'Rule', value: 'What it asks of you' },
    rows: [
      row(
        'Near water',
        'Leave a fertilizer-free strip along ponds, lakes, creeks, ditches and wetlands: 10 feet in the state model, 3 with a deflector shield',
      ),
      row(
        'Rain and storms',
        'Nothing on soggy ground, when heavy rain is forecast, or under a tropical storm or hurricane watch or warning',
      ),
      row('Pavement', 'Sweep granules and clippings off driveways, sidewalks and streets back onto the lawn'),
      row('Phosphorus', 'Only when a soil test shows the lawn needs it'),
      row('New sod', 'No nitrogen or phosphorus for the first 30 days'),
      row('Summer', 'Jacksonville sets no June-to-September blackout; several counties farther south do'),
      row('Lawn services', "Anyone fertilizing for hire must be trained in the state's Green Industries best practices"),
    ],
    notes: [
      'Neptune Beach has its own ordinance, which also keeps fertilizer back from storm inlets, curbs and streets.',
      'UF/IFAS advice on top of the rules: favor slow-release nitrogen and feed only grass that is actively growing.',
      'Rules differ by city and county and can change. Check yours before you buy a bag.',
    ],
    sources: [
      source('City of Jacksonville, Irrigation and Fertilizer', JACKSONVILLE),
      source('Florida Statutes 403.9337, model fertilizer ordinance', MODEL_ORDINANCE),
      source('UF/IFAS Florida-Friendly Landscaping', FLORIDA_FRIENDLY),
    ],
  }),
  sheet('roach-timeline', {
    title: 'How a roach treatment usually goes',
    intro:
      'What our technicians see in most homes treated for roaches breeding indoors. Every home is different: this is our experience, not a promise.',
    columns: { label: 'When', value: 'What most homes see' },
    rows: [
      row('The first days', 'Roaches feed on the bait; a few may wander into the open as it slows them down'),
      row('1-2 weeks', 'A significant drop in sightings as the bait spreads through the hidden population'),
      row('About 30 days', 'Most homes no longer see them; a follow-up visit catches young roaches hatching from protected egg cases'),
    ],
    notes: [
      'Palmetto bugs (American cockroaches) live outdoors and keep wandering in from mulch, drains and palms. Sealing gaps and treating outside cuts how often, but a stray one after a heavy rain is normal.',
      'Store-bought sprays, foggers and cleaners wiped over the bait slow everything down.',
      'If roaches show up between visits, a service call costs nothing.',
    ],
    sources: [source("Our technicians' experience in Northeast Florida homes")],
  }),
]
