import { defineArrayMember, defineField, defineType } from 'sanity'
import { UlistIcon } from '@sanity/icons/Ulist'
import { headingField, introField, knownPlaceholders } from '../shared/schema-fields.ts'

export const listSection = defineType({
  name: 'listSection',
  title: 'List',
  type: 'object',
  icon: UlistIcon,
  description: 'A heading with a list of short points, such as "Why choose us" or "Signs your lawn needs aeration".',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'items',
      description: 'The lines of the list, in the order shown.',
      title: 'Points',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(240).custom(knownPlaceholders) })],
      validation: (rule) => rule.required().min(1).max(20),
    }),
    defineField({
      name: 'style',
      description: 'How the lines are marked: check marks, numbers or plain.',
      title: 'Marker',
      type: 'string',
      options: { list: ['check', 'bullet', 'number'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'check',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'image',
      description: 'An optional picture beside the list.',
      title: 'Picture beside the list (optional)',
      type: 'imageWithAlt',
    }),
  ],
  preview: {
    select: { title: 'heading', items: 'items' },
    prepare: ({ title, items }) => ({ title, subtitle: `List · ${items?.length ?? 0}` }),
  },
})
