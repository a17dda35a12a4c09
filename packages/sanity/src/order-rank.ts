import { LexoRank } from 'lexorank'

/** The field the Studio's drag-and-drop lists (@sanity/orderable-document-list) sort and write. */
export const ORDER_RANK_FIELD = 'orderRank'

/** The document types staff put in order by hand; the site lists them by `orderRank`. */
export const ORDERABLE_TYPES = ['plan', 'special', 'faq', 'testimonial', 'location'] as const

/**
 * `count` ranks in ascending order, spaced as the plugin's "Reset order" spaces them (two steps apart
 * from the minimum), so a seeded list and a reset list look alike and items can be dropped in between.
 */
export function ranksInOrder(count: number): string[] {
  const ranks: string[] = []
  let rank = LexoRank.min()
  for (let index = 0; index < count; index++) {
    rank = rank.genNext().genNext()
    ranks.push(rank.toString())
  }
  return ranks
}

/** The rank for a new document placed after `last` (or first, when the list is empty), as the plugin does. */
export function rankAfter(last: string | null | undefined): string {
  const base = typeof last === 'string' ? LexoRank.parse(last) : LexoRank.min()
  return base.genNext().genNext().toString()
}
