import type { InitialValueResolverContext } from 'sanity'
import { API_VERSION } from '@site/sanity/api-version'
import { rankAfter } from '@site/sanity/order-rank'

/**
 * Initial value of an `orderRank` field: a rank after the highest in use, so a new document lands at
 * the end of its drag-and-drop list (what the plugin's own orderRankField does).
 */
export function nextOrderRank(type: string) {
  return async (_params: unknown, { getClient }: InitialValueResolverContext): Promise<string> => {
    const last = await getClient({ apiVersion: API_VERSION }).fetch<string | null>(
      `*[_type == $type && defined(orderRank)] | order(orderRank desc)[0].orderRank`,
      { type },
    )
    return rankAfter(last)
  }
}

/** Today's date as YYYY-MM-DD in the editor's own time zone (not UTC, which is tomorrow on late evenings in Florida). */
export function today(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
