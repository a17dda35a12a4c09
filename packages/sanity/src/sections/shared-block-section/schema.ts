import { defineType } from 'sanity'
import { StackCompactIcon } from '@sanity/icons/StackCompact'
import { optionalHeadingField, introField } from '../shared/schema-fields.ts'

export const sharedBlockSection = defineType({
  name: 'sharedBlockSection',
  title: 'Shared block',
  type: 'object',
  icon: StackCompactIcon,
  description: 'The shared "why choose us" block, edited once in Shared block.',
  fields: [optionalHeadingField, introField],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Shared block', subtitle: 'Shared block' }) },
})
