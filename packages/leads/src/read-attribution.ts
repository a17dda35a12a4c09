import type { AttributionFields } from './attribution-fields.ts'

/**
 * The visitor's campaign and referrer data to send with a lead. Every form reads attribution through
 * this one function; the attribution module (utm first/last touch, referrer classification, 90-day
 * expiry in localStorage) replaces this body when it lands. Until then nothing is recorded.
 */
export function readAttribution(): AttributionFields {
  return {}
}
