// Which characters the site's font files cover. The subset (plus-jakarta-sans.ts) is preloaded with
// every page, so it holds only what the text uses; the full Latin file is fetched only by a page that
// uses a character the subset lacks, so its range is the Latin range without the subset's characters
// (if both covered a character, a page whose subset arrived late would fetch the Latin file for it).

const ascii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, index) => String.fromCodePoint(0x20 + index)).join('')

/**
 * Every character of the built pages' text outside ASCII (© · ’ • → ←), and the typographic
 * punctuation an editor is likely to type next. After adding one, run `node scripts/tools/subset-font.ts`.
 */
export const SUBSET_CHARACTERS = `${ascii}©·’‘“”•→←–—…`

/** The unicode-range of @fontsource's Latin file of Plus Jakarta Sans, as its own CSS declares it. */
export const LATIN_FILE_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD'

type Range = [number, number]

const hex = (point: number) => point.toString(16).toUpperCase()

/** Code points as CSS unicode-range text, consecutive ones joined: U+20-7E, U+A9, ... */
export function unicodeRange(points: Iterable<number>): string {
  const ranges: Range[] = []
  for (const point of [...new Set(points)].sort((a, b) => a - b)) {
    const last = ranges.at(-1)
    if (last && last[1] === point - 1) last[1] = point
    else ranges.push([point, point])
  }
  return ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ')
}

/** The code points a unicode-range text covers. */
export function codePointsOf(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-')
    const [start, end] = [parseInt(from!, 16), parseInt(to!, 16)]
    return Array.from({ length: end - start + 1 }, (_, index) => start + index)
  })
}

export const subsetCodePoints = () => [...SUBSET_CHARACTERS].map((character) => character.codePointAt(0)!)

/** The subset's unicode-range. */
export const subsetRange = () => unicodeRange(subsetCodePoints())

/** The Latin file's unicode-range without the subset's characters. */
export function latinRestRange(): string {
  const subset = new Set(subsetCodePoints())
  return unicodeRange(codePointsOf(LATIN_FILE_RANGE).filter((point) => !subset.has(point)))
}
