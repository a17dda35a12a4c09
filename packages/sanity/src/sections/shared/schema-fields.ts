import { defineField } from 'sanity'
import { FACT_NAMES, findUnknownTokens } from '../../tokens.ts'

// The fields every section schema is built from, also used by the Studio's documents.

/** Shown on every text field that may use placeholders, so editors know what they can write. */
export const PLACEHOLDER_HELP =
  `You can write ${FACT_NAMES.map((name) => `{${name}}`).join(', ')}, {price:lawn-program} (or another plan key) ` +
  'and {town} on town pages; the site fills in the current value.'

/** Text may contain placeholders such as {phone} or {price:lawn-program}; refuse unknown ones. */
export function knownPlaceholders(value: unknown): true | string {
  const unknown = findUnknownTokens(value)
  return unknown.length === 0 ? true : `Unknown placeholder ${unknown.join(', ')}. See the field description for the ones you can use.`
}

export const headingField = defineField({
  name: 'heading',
  title: 'Heading',
  type: 'string',
  description: 'The section heading. ' + PLACEHOLDER_HELP,
  validation: (rule) => rule.required().max(110).custom(knownPlaceholders),
})

export const optionalHeadingField = defineField({
  ...headingField,
  validation: (rule) => rule.max(110).custom(knownPlaceholders),
})

export const introField = defineField({
  name: 'intro',
  title: 'Introduction',
  type: 'text',
  rows: 3,
  description: 'Optional sentence or two under the heading. ' + PLACEHOLDER_HELP,
  validation: (rule) => rule.max(500).custom(knownPlaceholders),
})

/** Gives an array of references its own drag-and-drop order; the site shows them in this order. */
export function referenceList(name: string, title: string, to: string, description: string, min = 1, max = 40) {
  return defineField({
    name,
    title,
    type: 'array',
    description: `${description} Drag to change the order.`,
    of: [{ type: 'reference', to: [{ type: to }] }],
    validation: (rule) => rule.required().min(min).max(max).unique(),
  })
}
