import { defineArrayMember, defineField, defineType } from 'sanity'
import { BillIcon } from '@sanity/icons/Bill'
import { headingField, introField, knownPlaceholders } from '../shared/schema-fields.ts'

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
      description: 'The services as bought one by one, each with its monthly price.',
      title: 'Services bought separately',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'pricedItem',
          fields: [
            defineField({
              name: 'label',
              description: 'The service, as the customer would buy it alone.',
              title: 'Service',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'plan',
              title: 'Price from plan',
              type: 'reference',
              to: [{ type: 'plan' }],
              description: 'When this service is one of our plans, pick it: its current price is used, so the sum follows price changes.',
            }),
            defineField({
              name: 'monthlyPrice',
              title: 'Price per month ($)',
              type: 'number',
              description: 'For a service that is not one of our plans, such as a stand-alone mosquito service.',
              hidden: ({ parent }) => Boolean(parent?.plan),
              validation: (rule) =>
                rule.min(0).custom((value, context) => {
                  const parent = context.parent as { plan?: unknown } | undefined
                  return parent?.plan || typeof value === 'number' ? true : 'Pick a plan or enter a price per month.'
                }),
            }),
          ],
          preview: {
            select: { title: 'label', price: 'monthlyPrice', plan: 'plan.name' },
            prepare: ({ title, price, plan }) => ({ title, subtitle: plan ? `Price of ${plan}` : `$${price}/month` }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(6),
    }),
    defineField({
      name: 'bundle',
      description: 'The plan that includes all of them, whose price is compared.',
      title: 'Compared with plan',
      type: 'reference',
      to: [{ type: 'plan' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'note',
      description: 'A short line under the comparison.',
      title: 'Note under the comparison',
      type: 'string',
      validation: (rule) => rule.max(240).custom(knownPlaceholders),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Savings comparison' }) },
})
