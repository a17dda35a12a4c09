import { ATTRIBUTION_FIELDS, pickAttribution, type AttributionFields } from './attribution-fields.ts'
import { EXPIRED_UTM, NOT_SET, UTM_KEYS, expire, type AttributionDeps } from './attribution.ts'
import { browserDeps } from './read-attribution.ts'
import { DIRECT } from './referrer.ts'

// The reading half of attribution (attribution.ts records each visit): what a lead carries, read
// only when a form is sent, so the code ships with the form's sending code, not with every page.

/**
 * What a lead carries in leadData: every stored field, with utm_source, utm_medium and utm_campaign
 * chosen in this order of preference: the utm data if present and not direct; else the referrer
 * mapped to a source and medium (organic search gets the campaign "(organic)"); else direct / none /
 * (not set).
 */
export function attributionForLead({ store, clock }: AttributionDeps): AttributionFields {
  expire(store, clock())
  const stored: Record<string, string | null> = Object.fromEntries(ATTRIBUTION_FIELDS.map((key) => [key, store.getItem(key)]))
  const fields = pickAttribution(stored)
  const campaign = UTM_KEYS.some((key) => fields[key]) && fields.utm_source !== EXPIRED_UTM.utm_source
  if (campaign) {
    return {
      ...fields,
      utm_source: fields.utm_source ?? NOT_SET,
      utm_medium: fields.utm_medium ?? NOT_SET,
      utm_campaign: fields.utm_campaign ?? NOT_SET,
    }
  }
  const { utm_term: _term, utm_content: _content, ...rest } = fields
  const type = fields.referrer_type
  if (type && type !== DIRECT.type) {
    return {
      ...rest,
      utm_source: fields.referrer_source ?? type,
      utm_medium: type,
      utm_campaign: type === 'organic' ? '(organic)' : NOT_SET,
    }
  }
  return { ...rest, ...EXPIRED_UTM }
}

/**
 * The visitor's campaign and referrer data to send with a lead. Every form reads attribution through
 * this one function (see attribution.ts for the rules).
 */
export function readAttribution(): AttributionFields {
  if (typeof window === 'undefined') return {}
  try {
    return attributionForLead(browserDeps())
  } catch {
    return {}
  }
}
