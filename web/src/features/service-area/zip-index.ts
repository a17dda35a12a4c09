// The service area as the location documents define it: each town lists ZIP codes and ranges such
// as "32207-32211". Pure, so the API route, the answer page and the lead route share one reading.

export type Town = { name: string; path: string }
export type ServiceAreaAnswer = { zip: string; served: true; town: Town } | { zip: string; served: false }
export type TownZips = { name: string; slug: string | null; zipCodes: readonly string[] | null }

export const ZIP_MESSAGE = 'Please enter a five-digit ZIP code.'
export const isFiveDigits = (value: string) => /^\d{5}$/.test(value)

/** A range wider than this is a typing mistake, not a service area; it is ignored. */
const MAX_RANGE = 500

/** Every ZIP code an entry stands for ("32259", or each code of "32207-32211"). */
export function expandZipCodes(entries: readonly string[]): string[] {
  return entries.flatMap((entry) => {
    const range = /^(\d{5})-(\d{5})$/.exec(entry.trim())
    if (!range) return isFiveDigits(entry.trim()) ? [entry.trim()] : []
    const [from, to] = [Number(range[1]), Number(range[2])]
    if (to < from || to - from > MAX_RANGE) return []
    return Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(5, '0'))
  })
}

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
