import { defineField, defineType } from 'sanity'
import { BlockElementIcon } from '@sanity/icons/BlockElement'
import { iconField } from '../fields.ts'

export const featureItem = defineType({
  name: 'featureItem',
  title: 'Card',
  type: 'object',
  icon: BlockElementIcon,
  fields: [
    iconField,
    defineField({
      name: 'title',
      description: 'The short title of the tile.',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'One to three sentences.',
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'image',
      title: 'Picture (optional)',
      type: 'imageWithAlt',
      description: 'Shown instead of the icon on cards that have one.',
    }),
    defineField({
      name: 'href',
      title: 'Link (optional)',
      type: 'string',
      description: 'Makes the card a link, such as /pest-control/ants.',
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'text' } },
})
