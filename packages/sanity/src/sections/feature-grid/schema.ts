import { defineArrayMember, defineField, defineType } from 'sanity'
import { ThLargeIcon } from '@sanity/icons/ThLarge'
import { headingField, introField } from '../shared/schema-fields.ts'

export const featureGrid = defineType({
  name: 'featureGrid',
  title: 'Cards',
  type: 'object',
  icon: ThLargeIcon,
  description: 'A grid of cards with an icon or picture, a title and a short text.',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'items',
      description: 'The tiles, in the order shown.',
      title: 'Cards',
      type: 'array',
      of: [defineArrayMember({ type: 'featureItem' })],
      validation: (rule) => rule.required().min(1).max(12),
    }),
    defineField({
      name: 'columns',
      description: 'How many tiles sit side by side on a wide screen.',
      title: 'Cards per row on wide screens',
      type: 'number',
      options: { list: [2, 3, 4] },
      initialValue: 3,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tone',
      description: 'The background of the section.',
      title: 'Background',
      type: 'string',
      options: { list: ['plain', 'tinted'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'plain',
    }),
  ],
  preview: {
    select: { title: 'heading', items: 'items' },
    prepare: ({ title, items }) => ({ title, subtitle: `Cards · ${items?.length ?? 0}` }),
  },
})
