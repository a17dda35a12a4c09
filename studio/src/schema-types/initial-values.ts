import type { InitialValueResolverContext } from 'sanity'
import { API_VERSION } from '@site/sanity/api-version'

/**
 * Initial value of an `order` field: one more than the highest in use, so a new plan or town lands at
 * the end of its list instead of colliding with the first.
 */
export function nextOrder(type: 'plan' | 'location') {
  return async (_params: unknown, { getClient }: InitialValueResolverContext): Promise<number> => {
    const highest = await getClient({ apiVersion: API_VERSION }).fetch<number | null>(`math::max(*[_type == $type].order)`, { type })
    return (highest ?? 0) + 1
  }
}

/** Today's date as YYYY-MM-DD in the editor's own time zone (not UTC, which is tomorrow on late evenings in Florida). */
export function today(): string {
  const now = new Date()
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
