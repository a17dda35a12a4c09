/** One page of each type the speed and weight benchmarks measure (bench:web, bench:weight), by name. */
export const PAGE_TYPES: [string, string][] = [
  ['home', '/'],
  ['service', '/services/lawn-programs'],
  ['pest landing', '/pest-control/mosquitos'],
  ['pricing', '/pricing'],
  ['location', '/locations/jacksonville'],
  ['blog article', '/blog/spring-lawn-care-jacksonville'],
  ['quiz', '/quiz'],
  ['contact', '/contact'],
]
