import 'server-only'
import { unstable_cache } from 'next/cache'
import { liveOffers } from '@site/sanity'

/**
 * Keeps only the offers live now, and caps the cached page's lifetime at the next offer start or end.
 * The query result itself stays cached (it holds every offer with its window); what changes with time
 * is this filter, so the page must be rendered again at the boundary. A cached call with a
 * `revalidate` of the seconds left lowers the lifetime of the page being rendered (ISR takes the
 * shortest of its reads), so the page turns over on its own with no publish and no webhook.
 */
export async function showLiveOffers<T>(value: T): Promise<T> {
  const now = Date.now()
  const { value: live, nextChange } = liveOffers(value, now)
  if (nextChange !== undefined) {
    const seconds = Math.max(1, Math.ceil((nextChange - now) / 1000))
    await unstable_cache(async () => nextChange, ['offer-change', String(nextChange)], { revalidate: seconds })()
  }
  return live
}
