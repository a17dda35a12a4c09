import { findUnknownTokens } from '@site/sanity/tokens'

/** An address is either a path of this site ("/pricing", "/blog/x#y") or an absolute https URL. */
export function sitePath(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  if (typeof value !== 'string') return 'Enter an address as text.'
  if (/^\/(?!\/)[^\s]*$/.test(value)) return true
  if (/^https:\/\/[^\s]+$/.test(value)) return true
  if (/^(tel|mailto):[^\s]+$/.test(value)) return true
  return 'Start with / for a page of this site (for example /pricing) or with https:// for another site.'
}

/** Text may contain placeholders such as {phone} or {price:lawn-program}; refuse unknown ones. */
export function knownPlaceholders(value: unknown): true | string {
  const unknown = findUnknownTokens(value)
  return unknown.length === 0 ? true : `Unknown placeholder ${unknown.join(', ')}. See the field description for the ones you can use.`
}
