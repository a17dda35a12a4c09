/** An address is either a path of this site ("/pricing", "/blog/x#y") or an absolute https URL. */
export function sitePath(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  if (typeof value !== 'string') return 'Enter an address as text.'
  if (/^\/(?!\/)[^\s]*$/.test(value)) return true
  if (/^https:\/\/[^\s]+$/.test(value)) return true
  if (/^(tel|mailto):[^\s]+$/.test(value)) return true
  return 'Start with / for a page of this site (for example /pricing) or with https:// for another site.'
}

export { knownPlaceholders } from '@site/sanity/sections/schema-fields'
