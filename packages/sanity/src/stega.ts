import type { FilterDefault } from '@sanity/client/stega'

export { stegaClean } from '@sanity/client/stega'

/**
 * Fields whose value the site uses as a switch, a key or a lookup, never as visible text: an
 * invisible edit marker appended to them would break the page (an icon not found, a section drawn
 * in the wrong tone, a price placeholder no longer matching its plan). Every string field with a
 * fixed list of choices in the Studio belongs here; a Studio test checks that against the schema.
 */
export const STEGA_SKIP_FIELDS: ReadonlySet<string> = new Set([
  'action',
  'buttonAction',
  'closes',
  'days',
  'formId',
  'href',
  'imageSide',
  'includedAddOns',
  'key',
  'kind',
  'opens',
  'progressLabel',
  'source',
  'style',
  'tone',
  'topic',
  'variant',
])

/**
 * Sanity's default rules (no URLs, dates, slugs, ids, SEO fields, icons, paths...) plus the fields
 * above. Stega is only ever on in draft mode; published pages never carry it.
 */
export const stegaFilter: FilterDefault = (props) => {
  const { sourcePath, resultPath } = props
  const touches = (path: typeof sourcePath) => path.some((segment) => typeof segment === 'string' && STEGA_SKIP_FIELDS.has(segment))
  if (touches(sourcePath) || touches(resultPath)) return false
  return props.filterDefault(props)
}
