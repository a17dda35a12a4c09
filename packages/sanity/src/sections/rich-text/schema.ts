import { defineField, defineType } from 'sanity'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { optionalHeadingField, PLACEHOLDER_HELP, knownPlaceholders } from '../shared/schema-fields.ts'

export const richText = defineType({
  name: 'richText',
  title: 'Text',
  type: 'object',
  icon: DocumentTextIcon,
  description: 'Headed text with paragraphs and lists, for legal pages, notes and longer explanations.',
  fields: [
    optionalHeadingField,
    defineField({
      name: 'body',
      title: 'Text',
      type: 'blockContent',
      description: PLACEHOLDER_HELP,
      validation: (rule) => rule.required().custom(knownPlaceholders),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Text', subtitle: 'Text' }) },
})
