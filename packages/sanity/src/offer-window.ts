// Offers on a schedule without Sanity's paid scheduling: a special carries an optional start and end
// (ISO 8601), the site shows it only inside that window, and the page that shows it is cached no
// longer than until the next start or end, so it turns over on its own at the boundary.

export type OfferWindow = { startsAt?: string | null; endsAt?: string | null }
export type OfferState = 'scheduled' | 'live' | 'ended'

export const OFFER_STATE_TITLES: Record<OfferState, string> = { scheduled: 'Scheduled', live: 'Live', ended: 'Ended' }

/** GROQ filters for the Studio's lists by state; `now()` is the query's time. */
export const OFFER_STATE_FILTERS: Record<OfferState, string> = {
  scheduled: 'defined(startsAt) && dateTime(startsAt) > dateTime(now())',
  live: '(!defined(startsAt) || dateTime(startsAt) <= dateTime(now())) && (!defined(endsAt) || dateTime(endsAt) > dateTime(now()))',
  ended: 'defined(endsAt) && dateTime(endsAt) <= dateTime(now())',
}

const time = (value: string | null | undefined): number | undefined => {
  if (!value) return undefined
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? undefined : ms
}

/** Where an offer stands at `now` (milliseconds): not started yet, showing, or over. */
export function offerState(window: OfferWindow, now: number): OfferState {
  const start = time(window.startsAt)
  const end = time(window.endsAt)
  if (end !== undefined && end <= now) return 'ended'
  if (start !== undefined && start > now) return 'scheduled'
  return 'live'
}

/** The first start or end after `now` among the offers, or undefined when none is ahead. */
export function nextOfferChange(windows: readonly OfferWindow[], now: number): number | undefined {
  const ahead = windows
    .flatMap((window) => [time(window.startsAt), time(window.endsAt)])
    .filter((moment): moment is number => moment !== undefined && moment > now)
  return ahead.length ? Math.min(...ahead) : undefined
}

// A reference to a deleted offer reads as null; it is dropped with the offers out of their dates.
type WithOffers = { _type: 'specialsSection'; specials: (OfferWindow | null)[] }

const isOfferList = (value: object): value is WithOffers =>
  '_type' in value && value._type === 'specialsSection' && 'specials' in value && Array.isArray(value.specials)

/**
 * A copy of `value` (a page, a town, any query result) whose offer lists hold only the offers live at
 * `now`, and the moment the next of the offers it met starts or ends.
 */
export function liveOffers<T>(value: T, now: number): { value: T; nextChange: number | undefined } {
  const met: OfferWindow[] = []
  const walk = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(walk)
    if (!item || typeof item !== 'object') return item
    const copy: Record<string, unknown> = Object.fromEntries(Object.entries(item).map(([key, child]) => [key, walk(child)]))
    if (isOfferList(item)) {
      const offers = item.specials.filter((special): special is OfferWindow => special !== null)
      met.push(...offers)
      copy.specials = offers.filter((special) => offerState(special, now) === 'live')
    }
    return copy
  }
  // The walk keeps every key and only shortens offer lists, so the copy has the input's shape.
  const filtered = walk(value) as T
  return { value: filtered, nextChange: nextOfferChange(met, now) }
}
