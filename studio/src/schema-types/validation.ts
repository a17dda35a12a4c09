/**
 * An address is either a path of this site ("/pricing", "/blog/x#y"), an absolute https URL, or
 * {reviewUrl}: the Google review link written once in Site settings.
 */
export function sitePath(value: unknown): true | string {
  if (value === undefined || value === null || value === '') return true
  if (typeof value !== 'string') return 'Enter an address as text.'
  if (value === '{reviewUrl}') return true
  if (/^\/(?!\/)[^\s]*$/.test(value)) return true
  if (/^https:\/\/[^\s]+$/.test(value)) return true
  if (/^(tel|mailto):[^\s]+$/.test(value)) return true
  return 'Start with / for a page of this site (for example /pricing) or with https:// for another site, or write {reviewUrl} for the Google review link.'
}

export { knownPlaceholders } from '@site/sanity/sections/schema-fields'
