import type { Seed, Schema } from '../seed-types.ts'
import { image } from '../refs.ts'

type Transformation = Seed<Schema.Transformation>

const pair = (name: string, before: string, after: string) => ({
  beforeImage: image(`before-after/${name}-before`, before),
  afterImage: image(`before-after/${name}-after`, after),
})

// The cards show illustrations, not photographs of customers' yards: each is marked as a sample.
export const transformations: Transformation[] = [
  {
    _id: 'transformation-chinch-bug-lawn',
    _type: 'transformation',
    sample: true,
    title: 'Chinch Bug Damage to Thick, Green Turf',
    location: 'San Jose, Jacksonville',
    service: 'Lawn Program',
    description:
      'Straw-colored patches along a sunny driveway kept spreading through July. It was chinch bugs, not drought. We treated the active areas and a buffer around them, moved irrigation to early morning and fed the lawn through recovery.',
    ...pair(
      'lawn',
      'A St. Augustine lawn with large yellow and brown dead patches beside a driveway',
      'The same lawn filled in thick and evenly green',
    ),
    results: [
      'Chinch bugs under control within two weeks',
      'Bare areas filled in by runners within one season',
      'No return of damage the following summer',
    ],
  },
  {
    _id: 'transformation-whitefly-hedge',
    _type: 'transformation',
    sample: true,
    title: 'Whitefly and Sooty Mold on a Ligustrum Hedge',
    location: 'Ponte Vedra Beach',
    service: 'Tree & Shrub Care',
    description:
      'A foundation hedge was coated in black sooty mold from a heavy whitefly infestation. A systemic treatment stopped the insects, a horticultural oil spray loosened the mold, and regular feeding pushed out clean new growth.',
    ...pair('shrubs', 'A hedge with leaves blackened by sooty mold and thin bare spots', 'The same hedge full and glossy green'),
    results: ['Far fewer whiteflies after two treatments', 'Sooty mold weathered off within two months', 'Dense new growth by fall'],
  },
  {
    _id: 'transformation-fire-ant-yard',
    _type: 'transformation',
    sample: true,
    title: 'Fire Ant Mounds Cleared From a Family Yard',
    location: 'Fleming Island',
    service: 'Fire Ant Control',
    description:
      'More than a dozen active mounds dotted the lawn around a play set and along the fence. A yard-wide bait reached the queens instead of pushing colonies next door, and direct mound treatments handled the biggest ones.',
    ...pair(
      'fire-ants',
      'A backyard lawn dotted with fire ant mounds near a swing set',
      'The same backyard with a smooth lawn and no mounds',
    ),
    results: ['Mounds inactive within three weeks', 'Play area back in use', 'Yard-wide control renewed with every lawn visit'],
  },
  {
    _id: 'transformation-large-patch',
    _type: 'transformation',
    sample: true,
    title: 'Large Patch Stopped in St. Augustine Grass',
    location: 'St. Johns',
    service: 'Lawn Program',
    description:
      'Circular straw-colored rings with bronze edges appeared as November nights cooled: large patch fungus, fed by evening watering. We applied fungicide while soil temperatures favored the disease, moved watering to early morning and held nitrogen until spring.',
    ...pair('patch', 'A lawn with wide circular brown rings of diseased grass', 'The same lawn recovered to an even green'),
    results: ['Spread stopped within two weeks', 'Rings filled in by late spring', 'Preventive fall treatment now part of the program'],
  },
]
