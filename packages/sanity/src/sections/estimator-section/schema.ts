import { defineField, defineType } from 'sanity'
import { BillIcon } from '@sanity/icons/Bill'
import { optionalHeadingField, introField } from '../shared/schema-fields.ts'

export const estimatorSection = defineType({
  name: 'estimatorSection',
  title: 'Price estimator',
  type: 'object',
  icon: BillIcon,
  description: 'Monthly price calculator built from the plans and pricing rules.',
  fields: [
    optionalHeadingField,
    introField,
    defineField({
      name: 'buttonLabel',
      title: 'Button text under the estimate',
      type: 'string',
      description: "The button opens the page's estimate form pop-up. Leave empty for no button.",
      validation: (rule) => rule.max(40),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Price estimator', subtitle: 'Price estimator' }) },
})
