// How much of a page's text is its own: the text is cut into overlapping runs of eight words
// ("shingles"), and a shingle is the page's own when no other page of the set has it. The share of
// own shingles is how near-duplicate detection measures pages; a town page that only swaps the
// town's name into shared wording scores near zero.

export const SHINGLE_WORDS = 8

/** The words of a text, lower case, punctuation dropped ("St. Johns" -> "st", "johns"). */
export function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+(?:['’][a-z]+)?/g) ?? []
}

const shinglesOf = (words: string[]): string[] =>
  Array.from({ length: Math.max(0, words.length - SHINGLE_WORDS + 1) }, (_, start) => words.slice(start, start + SHINGLE_WORDS).join(' '))

export type Originality = {
  /** Words on the page. */
  words: number
  /** Share of the page's distinct shingles that no other page has, 0 to 1. */
  ownShare: number
  /** Words inside at least one own shingle: the text no other page repeats. */
  ownWords: number
}

/** For each page (by name), how much of its text no other page of the set has. */
export function originality(pages: Record<string, string>): Record<string, Originality> {
  const words = Object.fromEntries(Object.entries(pages).map(([name, text]) => [name, wordsOf(text)]))
  const shingles = Object.fromEntries(Object.entries(words).map(([name, list]) => [name, shinglesOf(list)]))
  const pagesWith = new Map<string, number>()
  for (const list of Object.values(shingles)) for (const shingle of new Set(list)) pagesWith.set(shingle, (pagesWith.get(shingle) ?? 0) + 1)
  return Object.fromEntries(
    Object.entries(shingles).map(([name, list]) => {
      const distinct = [...new Set(list)]
      const own = new Set(distinct.filter((shingle) => pagesWith.get(shingle) === 1))
      const covered = new Set<number>()
      list.forEach((shingle, start) => {
        if (own.has(shingle)) for (let at = start; at < start + SHINGLE_WORDS; at++) covered.add(at)
      })
      return [name, { words: words[name]!.length, ownShare: distinct.length ? own.size / distinct.length : 0, ownWords: covered.size }]
    }),
  )
}
