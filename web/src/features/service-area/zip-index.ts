// The service area as the business data states it: every ZIP code whose centre lies within the
// service radius of the office, plus every ZIP code a town page lists (ranges such as
// "32207-32211" included), so a town farther out that staff chose to serve stays served. A code
// served for its distance is sent to the town page of its post office's place name, else the
// nearest town page in its county, else the nearest one. Pure: the API route, the answer page and
// the lead route share one reading; the ZIP table comes in as a lookup, so this module (which the
// browser's ZIP box imports for its types and message) never carries the data.
import { expandZipCodes } from '@site/sanity/zip-codes'
import { distanceMeters, type Point } from './geo'

export type Town = { name: string; path: string }
export type ServiceAreaAnswer = { zip: string; served: true; town: Town } | { zip: string; served: false }
export type TownZips = { name: string; slug: string | null; zipCodes: readonly string[] | null }
/** The office's position and how far the team travels from it, from site settings. */
export type Office = { latitude: number | null; longitude: number | null; radiusMeters: number | null }
/** Where a ZIP code's area is and what the post office calls it. */
export type ZipPlace = { centre: Point; place: string | null; county: string | null }
/** A ZIP code's area, or undefined for a code that has none (PO boxes, unknown codes). */
export type ZipLookup = (zip: string) => ZipPlace | undefined

export type ServiceArea = {
  /** ZIP code to town, from the town pages' lists. */
  listed: Map<string, Town>
  /** The office and radius, when settings give all three numbers. */
  office: { centre: Point; radiusMeters: number } | null
  /** Each listed ZIP code's area with its town: where a town page "is" when naming the nearest one. */
  places: (ZipPlace & { town: Town })[]
  lookup: ZipLookup
}

export { expandZipCodes, isFiveDigits } from '@site/sanity/zip-codes'

export const ZIP_MESSAGE = 'Please enter a five-digit ZIP code.'

/** ZIP code to town; a code two towns list belongs to the first in the editors' order. */
export function zipIndex(towns: readonly TownZips[]): Map<string, Town> {
  const index = new Map<string, Town>()
  for (const town of towns) {
    if (!town.slug) continue
    for (const zip of expandZipCodes(town.zipCodes ?? [])) {
      if (!index.has(zip)) index.set(zip, { name: town.name, path: `/locations/${town.slug}` })
    }
  }
  return index
}

export function serviceArea(towns: readonly TownZips[], office: Office | null, lookup: ZipLookup): ServiceArea {
  const listed = zipIndex(towns)
  const places = [...listed].flatMap(([zip, town]) => {
    const area = lookup(zip)
    return area ? [{ ...area, town }] : []
  })
  const { latitude, longitude, radiusMeters } = office ?? {}
  const known = typeof latitude === 'number' && typeof longitude === 'number' && typeof radiusMeters === 'number'
  return { listed, places, lookup, office: known ? { centre: { latitude, longitude }, radiusMeters } : null }
}

/** Served when a town page lists the code (that town), or when its centre is inside the radius (townFor). */
export function answerFor(area: ServiceArea, zip: string): ServiceAreaAnswer {
  const town = area.listed.get(zip)
  if (town) return { zip, served: true, town }
  const found = area.lookup(zip)
  if (!found || !area.office || distanceMeters(area.office.centre, found.centre) > area.office.radiusMeters) return { zip, served: false }
  const named = townFor(area.places, found)
  return named ? { zip, served: true, town: named } : { zip, served: false }
}

/** "Saint Augustine" and "St. Augustine" are one place. */
const placeKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\bsaint\b/g, 'st')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/**
 * The town page a ZIP code served for its distance belongs with. Distance alone misleads: the office's
 * own ZIP code (Jacksonville's Southside) lies nearer Ponte Vedra Beach's ZIP code than any of
 * Jacksonville's, since the Jacksonville page stands for a whole consolidated city. So the post
 * office's place name decides first, then the county, then distance.
 */
function townFor(places: ServiceArea['places'], zip: ZipPlace): Town | null {
  const byName = zip.place ? places.find((place) => placeKey(place.town.name) === placeKey(zip.place!)) : undefined
  if (byName) return byName.town
  const inCounty = zip.county ? places.filter((place) => place.county === zip.county) : []
  return nearest(inCounty.length ? inCounty : places, zip.centre)
}

function nearest(places: ServiceArea['places'], centre: Point): Town | null {
  let best: { town: Town; meters: number } | null = null
  for (const place of places) {
    const meters = distanceMeters(place.centre, centre)
    if (!best || meters < best.meters) best = { town: place.town, meters }
  }
  return best?.town ?? null
}
