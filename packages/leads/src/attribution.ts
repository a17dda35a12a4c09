import type { AttributionField, AttributionFields } from './attribution-fields.ts'
import { classifyReferrer, type Referrer } from './referrer.ts'

// Campaign attribution. Pure: the storage (localStorage in a browser) and the clock are passed in,
// so every rule is tested without a browser.
//
// On each page load the visit is recorded: utm_* parameters of the address become the current
// campaign, with last-touch and (once) first-touch copies and timestamps, valid for 90 days from the
// last one; the referrer is classified and kept the same way. A lead then carries everything stored,
// with utm_source / utm_medium / utm_campaign resolved in a fixed preference order
// (lead-attribution.ts: apart, so pages load only the recording half until a form is sent).

export const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type UtmKey = (typeof UTM_KEYS)[number]
export type UtmParams = Partial<Record<UtmKey, string>>

/** Stored campaign and referrer data expire this long after they were last written. */
export const ATTRIBUTION_TTL_DAYS = 90
const TTL_MS = ATTRIBUTION_TTL_DAYS * 24 * 60 * 60 * 1000
/** How long utm parameters stay in the address bar before they are taken out. */
export const ADDRESS_CLEANUP_MS = 500
/** Longest utm value kept, so a lead's body stays far below the API's 32 KB limit whatever a link carries. */
export const MAX_UTM_LENGTH = 200

/** Stored utm data once it has expired: direct / none / (not set). */
export const NOT_SET = '(not set)'
export const EXPIRED_UTM = { utm_source: 'direct', utm_medium: 'none', utm_campaign: NOT_SET } as const

/** The part of Web Storage this module uses; localStorage in a browser, a Map in tests. */
export type KeyValueStore = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}
export type AttributionDeps = { store: KeyValueStore; clock: () => Date }
export type Visit = { url: string; referrer: string }

const REFERRER_FIELDS = ['referrer_url', 'referrer_source', 'referrer_type'] as const
const UTM_STORED: AttributionField[] = [
  ...UTM_KEYS,
  ...UTM_KEYS.map((key) => `${key}_first_touch` as const),
  ...UTM_KEYS.map((key) => `${key}_last_touch` as const),
  'utm_first_touch_timestamp',
  'utm_last_touch_timestamp',
  'utm_expiry',
]
const REFERRER_STORED: AttributionField[] = [
  ...REFERRER_FIELDS,
  ...REFERRER_FIELDS.map((key) => `${key}_first_touch` as const),
  'referrer_timestamp',
  'referrer_first_touch_timestamp',
]

/** The utm_* parameters of an address, trimmed; empty ones count as absent. */
export function readUtmParams(url: string): UtmParams {
  const params = new URL(url).searchParams
  const found: UtmParams = {}
  for (const key of UTM_KEYS) {
    const value = params.get(key)?.trim()
    if (value) found[key] = value.slice(0, MAX_UTM_LENGTH)
  }
  return found
}

const isUtmPair = (pair: string) => {
  const name = pair.split('=')[0] ?? ''
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).startsWith('utm_')
  } catch {
    return name.startsWith('utm_')
  }
}

/**
 * The address without its utm_* parameters (path, other parameters byte for byte, hash), or null
 * when it has none to take out.
 */
export function withoutUtmParams(url: string): string | null {
  const { pathname, search, hash } = new URL(url)
  const pairs = search.slice(1).split('&').filter(Boolean)
  const kept = pairs.filter((pair) => !isUtmPair(pair))
  if (kept.length === pairs.length) return null
  return `${pathname}${kept.length ? `?${kept.join('&')}` : ''}${hash}`
}

function write(store: KeyValueStore, values: AttributionFields, keys: readonly AttributionField[]) {
  for (const key of keys) {
    const value = values[key]
    if (value) store.setItem(key, value)
    else store.removeItem(key)
  }
}

// A timestamp that cannot be read counts as past, so damaged data expires instead of living forever.
const isPast = (time: number, now: Date) => !(time > now.getTime())

/** Resets what is older than 90 days: utm data to direct / none / (not set), the referrer to nothing. */
export function expire(store: KeyValueStore, now: Date) {
  const utmExpiry = store.getItem('utm_expiry')
  if (utmExpiry !== null && isPast(Date.parse(utmExpiry), now)) write(store, EXPIRED_UTM, UTM_STORED)
  const referredAt = store.getItem('referrer_timestamp')
  if (referredAt !== null && isPast(Date.parse(referredAt) + TTL_MS, now)) write(store, {}, REFERRER_STORED)
}

function recordUtm(store: KeyValueStore, utm: UtmParams, now: Date) {
  const at = now.toISOString()
  const values: AttributionFields = { utm_last_touch_timestamp: at, utm_expiry: new Date(now.getTime() + TTL_MS).toISOString() }
  for (const key of UTM_KEYS) values[key] = values[`${key}_last_touch`] = utm[key]
  // A first touch is kept until it expires; a campaign after an expiry starts a new first touch.
  const first = store.getItem('utm_first_touch_timestamp') === null
  if (first) {
    values.utm_first_touch_timestamp = at
    for (const key of UTM_KEYS) values[`${key}_first_touch`] = utm[key]
  }
  write(store, values, first ? UTM_STORED : UTM_STORED.filter((key) => !key.includes('first_touch')))
}

function recordReferrer(store: KeyValueStore, referrer: Referrer, now: Date) {
  const known = store.getItem('referrer_type')
  // A visit without a referrer (typed address, bookmark) never hides a site that sent the visitor.
  if (referrer.type === 'direct' && known !== null) return
  const at = now.toISOString()
  const values: AttributionFields = {
    referrer_url: referrer.url,
    referrer_source: referrer.source,
    referrer_type: referrer.type,
    referrer_timestamp: at,
  }
  const first = store.getItem('referrer_first_touch_timestamp') === null
  if (first) {
    Object.assign(values, {
      referrer_url_first_touch: referrer.url,
      referrer_source_first_touch: referrer.source,
      referrer_type_first_touch: referrer.type,
      referrer_first_touch_timestamp: at,
    })
  }
  write(store, values, first ? REFERRER_STORED : ['referrer_url', 'referrer_source', 'referrer_type', 'referrer_timestamp'])
}

/**
 * Records one page load. Returns the utm parameters the address carried; when there are any, the
 * caller takes them out of the address bar.
 */
export function recordVisit(visit: Visit, { store, clock }: AttributionDeps): UtmParams {
  const now = clock()
  expire(store, now)
  const utm = readUtmParams(visit.url)
  if (Object.keys(utm).length) recordUtm(store, utm, now)
  const referrer = classifyReferrer(visit.referrer, new URL(visit.url).hostname)
  if (referrer) recordReferrer(store, referrer, now)
  return utm
}
