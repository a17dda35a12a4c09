// The campaign and referrer fields a lead carries in leadData.
// The attribution module fills them from the visitor's browser; the payload schema accepts each as
// an optional string, so leads from before it existed, or with nothing recorded, are still valid.

const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
const REFERRER = ['referrer_url', 'referrer_source', 'referrer_type'] as const

export const ATTRIBUTION_FIELDS = [
  ...UTM,
  ...UTM.map((key) => `${key}_first_touch` as const),
  ...UTM.map((key) => `${key}_last_touch` as const),
  'utm_first_touch_timestamp',
  'utm_last_touch_timestamp',
  'utm_expiry',
  ...REFERRER,
  ...REFERRER.map((key) => `${key}_first_touch` as const),
  'referrer_timestamp',
  'referrer_first_touch_timestamp',
] as const

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number]
export type AttributionFields = Partial<Record<AttributionField, string>>

/** Keeps only known attribution fields with string values (what a lead may carry). */
export function pickAttribution(source: Record<string, unknown>): AttributionFields {
  const picked: AttributionFields = {}
  for (const key of ATTRIBUTION_FIELDS) {
    const value = source[key]
    if (typeof value === 'string' && value) picked[key] = value
  }
  return picked
}
