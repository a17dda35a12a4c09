import { defineArrayMember, defineField, defineType } from 'sanity'
import { BillIcon } from '@sanity/icons/Bill'
import { headingField, introField } from '../fields.ts'
import { knownPlaceholders } from '../validation.ts'

export const savingsComparison = defineType({
  name: 'savingsComparison',
  title: 'Savings comparison',
  type: 'object',
  icon: BillIcon,
  description: 'Separate service prices added up against one plan. The site does the sums.',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'separateItems',
      title: 'Services bought separately',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'pricedItem',
          fields: [
            defineField({ name: 'label', title: 'Service', type: 'string', validation: (rule) => rule.required() }),
            defineField({
              name: 'monthlyPrice',
              title: 'Price per month ($)',
              type: 'number',
              validation: (rule) => rule.required().min(0),
            }),
          ],
          preview: {
            select: { title: 'label', price: 'monthlyPrice' },
            prepare: ({ title, price }) => ({ title, subtitle: `$${price}/month` }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(6),
    }),
    defineField({
      name: 'bundle',
      title: 'Compared with plan',
      type: 'reference',
      to: [{ type: 'plan' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'note',
      title: 'Note under the comparison',
      type: 'string',
      validation: (rule) => rule.max(240).custom(knownPlaceholders),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Savings comparison' }) },
})
