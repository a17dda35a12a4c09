import { defineField } from 'sanity'
import { knownPlaceholders } from './validation.ts'
import { ICON_NAMES } from '@site/sanity/icons'
import { FACT_NAMES } from '@site/sanity/tokens'
import { ORDER_RANK_FIELD } from '@site/sanity/order-rank'
import { nextOrderRank } from './initial-values.ts'

export const iconField = defineField({
  name: 'icon',
  title: 'Icon',
  type: 'string',
  description: 'The small picture shown above the title.',
  options: { list: ICON_NAMES.map((value) => ({ title: value, value })) },
  validation: (rule) => rule.required(),
})

/** Shown on every text field that may use placeholders, so editors know what they can write. */
export const PLACEHOLDER_HELP =
  `You can write ${FACT_NAMES.map((name) => `{${name}}`).join(', ')}, {price:lawn-program} (or another plan key) ` +
  'and {town} on town pages; the site fills in the current value.'

/**
 * A fixed code forms, placeholders or reports refer to (a plan's key, an add-on's, a quiz question's
 * id): lower-case letters, digits and dashes.
 */
export function shortNameField(name: string, description: string) {
  return defineField({
    name,
    title: 'Short name',
    type: 'string',
    description,
    validation: (rule) =>
      rule
        .required()
        .regex(/^[a-z0-9-]+$/, { name: 'lower-case-dashes' })
        .error('Use lower-case letters, digits and dashes only, for example "lawn-program".'),
  })
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

/**
 * The hidden position a drag-and-drop list (@sanity/orderable-document-list) writes; the site lists the
 * type by it. Same shape as the plugin's orderRankField, defined here so the schema loads in Node
 * without the plugin's stylesheet import.
 */
export const orderRankField = (type: string) =>
  defineField({
    name: ORDER_RANK_FIELD,
    title: 'Order rank',
    type: 'string',
    description: 'Where the document sits in its list; set by dragging it in the list, not typed.',
    hidden: true,
    readOnly: true,
    initialValue: nextOrderRank(type),
  })

/** The Studio's "Sort by" entry for the hand-made order. */
export const orderRankOrdering = {
  title: 'Order set by hand',
  name: 'orderRank',
  by: [{ field: ORDER_RANK_FIELD, direction: 'asc' as const }],
}
