import { ORDER_RANK_FIELD, ORDERABLE_TYPES, ranksInOrder } from '@site/sanity/order-rank'
import type { SeedDocument } from './seed-types.ts'

/**
 * Gives every plan, special, FAQ, testimonial and town the `orderRank` its drag-and-drop list in the
 * Studio sorts by, in the order the seed modules list them (the order the site has always shown).
 */
export function withOrderRanks<T extends SeedDocument>(documents: T[]): T[] {
  const ranks = new Map<string, string[]>(
    ORDERABLE_TYPES.map((type) => [type, ranksInOrder(documents.filter((doc) => doc._type === type).length)]),
  )
  return documents.map((doc) => {
    const rank = ranks.get(doc._type)?.shift()
    return rank ? { ...doc, [ORDER_RANK_FIELD]: rank } : doc
  })
}
