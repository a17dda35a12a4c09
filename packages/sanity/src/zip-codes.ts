// How a town's ZIP code entries read: "32259", or a range such as "32207-32211". Shared by the site's
// ZIP check and the Studio, which checks that each of a town's areas sits in one of its ZIP codes.

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
