import { defineField, defineType } from 'sanity'
import { BarChartIcon } from '@sanity/icons/BarChart'

export const stat = defineType({
  name: 'stat',
  title: 'Figure',
  type: 'document',
  icon: BarChartIcon,
  fields: [
    defineField({
      name: 'value',
      title: 'Figure',
      type: 'string',
      description: 'For example 25+ or 4.8.',
      validation: (rule) => rule.required().max(12),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: 'What the figure counts, for example "Years in Business".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      description: 'One sentence under the label.',
      validation: (rule) => rule.required().max(200),
    }),
  ],
  preview: {
    select: { value: 'value', label: 'label', description: 'description' },
    prepare: ({ value, label, description }) => ({ title: `${value ?? ''} ${label ?? ''}`.trim(), subtitle: description }),
  },
})
