import { defineArrayMember, defineField, defineType } from 'sanity'
import { BugIcon } from '@sanity/icons/Bug'
import { headingField, introField } from '../shared/schema-fields.ts'

export const pestGrid = defineType({
  name: 'pestGrid',
  title: 'Pests we control',
  type: 'object',
  icon: BugIcon,
  description: 'Pests with their own page (as cards with links) and the others the team also treats (as plain names).',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'items',
      description: 'The pest tiles, in the order shown.',
      title: 'Pests with a page',
      type: 'array',
      of: [defineArrayMember({ type: 'featureItem' })],
      validation: (rule) => rule.required().min(1).max(10),
    }),
    defineField({
      name: 'extras',
      description: 'Other pests treated, listed by name under the tiles.',
      title: 'Other pests (not linked)',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.max(12),
    }),
    defineField({
      name: 'extrasNote',
      title: 'Line after the other pests',
      type: 'string',
      description: 'For example "and 30+ more".',
    }),
  ],
})
