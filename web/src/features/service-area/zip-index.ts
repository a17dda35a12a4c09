// The service area as the location documents define it: each town lists ZIP codes and ranges such
// as "32207-32211". Pure, so the API route, the answer page and the lead route share one reading.
import { expandZipCodes } from '@site/sanity/zip-codes'

export type Town = { name: string; path: string }
export type ServiceAreaAnswer = { zip: string; served: true; town: Town } | { zip: string; served: false }
export type TownZips = { name: string; slug: string | null; zipCodes: readonly string[] | null }

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

export function answerFor(index: Map<string, Town>, zip: string): ServiceAreaAnswer {
  const town = index.get(zip)
  return town ? { zip, served: true, town } : { zip, served: false }
}
