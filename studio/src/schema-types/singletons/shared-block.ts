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
    defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().custom(knownPlaceholders) }),
    defineField({ name: 'text', title: 'Text', type: 'text', rows: 3, validation: (rule) => rule.required().custom(knownPlaceholders) }),
    defineField({
      name: 'points',
      title: 'Points',
      type: 'array',
      of: [defineArrayMember({ type: 'featureItem' })],
      validation: (rule) => rule.required().min(2).max(6),
    }),
    defineField({ name: 'button', title: 'Button', type: 'cta', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Shared block' }) },
})
