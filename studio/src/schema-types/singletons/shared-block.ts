import { defineArrayMember, defineField, defineType } from 'sanity'
import { StackCompactIcon } from '@sanity/icons/StackCompact'
import { knownPlaceholders } from '../validation.ts'

export const sharedBlock = defineType({
  name: 'sharedBlock',
  title: 'Shared block',
  type: 'document',
  icon: StackCompactIcon,
  description: 'The "why choose us" block shown on town pages and at the end of selected articles. Edit it once here.',
  fields: [
    defineField({
      name: 'heading',
      description: 'The heading of the shared block.',
      title: 'Heading',
      type: 'string',
      validation: (rule) => rule.required().custom(knownPlaceholders),
    }),
    defineField({
      name: 'text',
      description: 'The paragraph under the heading.',
      title: 'Text',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().custom(knownPlaceholders),
    }),
    defineField({
      name: 'points',
      description: 'Short lines shown with a check mark.',
      title: 'Points',
      type: 'array',
      of: [defineArrayMember({ type: 'featureItem' })],
      validation: (rule) => rule.required().min(2).max(6),
    }),
    defineField({
      name: 'button',
      description: 'The button at the bottom of the block.',
      title: 'Button',
      type: 'cta',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Shared block' }) },
})
