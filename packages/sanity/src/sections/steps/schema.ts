import { defineArrayMember, defineField, defineType } from 'sanity'
import { OlistIcon } from '@sanity/icons/Olist'
import { headingField, introField } from '../shared/schema-fields.ts'

export const steps = defineType({
  name: 'steps',
  title: 'Steps',
  type: 'object',
  icon: OlistIcon,
  description: 'Numbered steps of a process, such as "Our Proven Process".',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'items',
      description: 'The steps, in order.',
      title: 'Steps',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'step',
          fields: [
            defineField({
              name: 'title',
              description: 'The name of the step.',
              title: 'Title',
              type: 'string',
              validation: (rule) => rule.required().max(80),
            }),
            defineField({
              name: 'text',
              description: 'One or two sentences on what happens in this step.',
              title: 'Text',
              type: 'text',
              rows: 3,
              validation: (rule) => rule.required().max(400),
            }),
          ],
        }),
      ],
      validation: (rule) => rule.required().min(2).max(8),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Steps' }) },
})
