import { defineArrayMember, defineField, defineType } from 'sanity'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { optionalHeadingField, introField } from '../shared/schema-fields.ts'

export const leadFormSection = defineType({
  name: 'leadFormSection',
  title: 'Estimate form',
  type: 'object',
  icon: EnvelopeIcon,
  description: 'A free-estimate form in the page, with optional reasons to get in touch beside it.',
  fields: [
    optionalHeadingField,
    introField,
    defineField({
      name: 'form',
      description: "The form's heading, text and send button.",
      title: 'Form',
      type: 'leadForm',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'points',
      description: 'Short lines with a check mark beside the form.',
      title: 'Points beside the form',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.max(6),
    }),
  ],
  preview: { select: { title: 'form.heading', subtitle: 'form.formId' } },
})
