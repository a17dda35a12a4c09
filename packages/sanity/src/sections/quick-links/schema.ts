import { defineArrayMember, defineField, defineType } from 'sanity'
import { LinkIcon } from '@sanity/icons/Link'
import { headingField, introField } from '../shared/schema-fields.ts'

export const quickLinks = defineType({
  name: 'quickLinks',
  title: 'Quick links',
  type: 'object',
  icon: LinkIcon,
  fields: [
    headingField,
    introField,
    defineField({
      name: 'links',
      description: 'The links, in the order shown.',
      title: 'Links',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.required().min(1).max(12),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Quick links' }) },
})
