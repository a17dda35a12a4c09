import { defineField } from 'sanity'
import { ICON_NAMES } from '@site/sanity/icons'
import { ORDER_RANK_FIELD } from '@site/sanity/order-rank'
import { nextOrderRank } from './initial-values.ts'

export { PLACEHOLDER_HELP, headingField, introField, optionalHeadingField, referenceList } from '@site/sanity/sections/schema-fields'

export const iconField = defineField({
  name: 'icon',
  title: 'Icon',
  type: 'string',
  description: 'The small picture shown above the title.',
  options: { list: ICON_NAMES.map((value) => ({ title: value, value })) },
  validation: (rule) => rule.required(),
})

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
