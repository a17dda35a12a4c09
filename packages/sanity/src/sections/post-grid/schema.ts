import { defineType } from 'sanity'
import { DocumentsIcon } from '@sanity/icons/Documents'
import { optionalHeadingField, introField } from '../shared/schema-fields.ts'

export const postGrid = defineType({
  name: 'postGrid',
  title: 'Article cards',
  type: 'object',
  icon: DocumentsIcon,
  description: 'Cards of every published article, newest first.',
  fields: [optionalHeadingField, introField],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Article cards', subtitle: 'Article cards' }) },
})
