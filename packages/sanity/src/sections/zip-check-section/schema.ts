import { defineType } from 'sanity'
import { PinIcon } from '@sanity/icons/Pin'
import { optionalHeadingField, introField } from '../shared/schema-fields.ts'

export const zipCheckSection = defineType({
  name: 'zipCheckSection',
  title: 'ZIP code check',
  type: 'object',
  icon: PinIcon,
  description:
    'The "Do we serve your area?" box. Its words are in Site settings > Wording; a heading or introduction here replaces them on this page.',
  fields: [optionalHeadingField, introField],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Do we serve your area?', subtitle: 'ZIP code check' }),
  },
})
