import { defineField, defineType } from 'sanity'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { headingField, introField } from '../shared/schema-fields.ts'

export const newsletterSection = defineType({
  name: 'newsletterSection',
  title: 'Newsletter sign-up',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    headingField,
    introField,
    defineField({
      name: 'buttonLabel',
      description: 'The text of the button that signs up.',
      title: 'Button text',
      type: 'string',
      initialValue: 'Subscribe to Newsletter',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'successMessage',
      description: 'What the visitor reads once signed up.',
      title: 'Thank-you message',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Newsletter sign-up' }) },
})
