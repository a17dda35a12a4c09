import { defineArrayMember, defineField, defineType } from 'sanity'
import { BillIcon } from '@sanity/icons/Bill'

export const pricingRules = defineType({
  name: 'pricingRules',
  title: 'Pricing rules',
  type: 'document',
  icon: BillIcon,
  description: 'The rules behind every price the site shows and the price estimator uses.',
  fields: [
    defineField({
      name: 'includedSqft',
      title: 'Lawn size included in plan prices (sq ft)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1000),
    }),
    defineField({
      name: 'extraPer1000Sqft',
      title: 'Extra per 1,000 sq ft above that ($ per month)',
      type: 'number',
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: 'prepayDiscountPercent',
      title: 'Discount for paying a year ahead (%)',
      type: 'number',
      validation: (rule) => rule.required().min(0).max(50),
    }),
    defineField({
      name: 'boosterPrice',
      title: 'Price of one booster treatment ($)',
      type: 'number',
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: 'boosters',
      title: 'Seasonal boosters',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'booster',
          fields: [
            defineField({ name: 'month', title: 'Month', type: 'string', validation: (rule) => rule.required() }),
            defineField({ name: 'title', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
            defineField({
              name: 'description',
              title: 'What it does',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.required().max(240),
            }),
          ],
          preview: { select: { title: 'month', subtitle: 'title' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(12),
    }),
    defineField({
      name: 'addOns',
      title: 'Add-ons',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'addOn',
          fields: [
            defineField({
              name: 'key',
              title: 'Short name',
              type: 'string',
              validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/, { name: 'lower-case-dashes' }),
            }),
            defineField({ name: 'name', title: 'Name', type: 'string', validation: (rule) => rule.required() }),
            defineField({
              name: 'monthlyPrice',
              title: 'Price per month ($)',
              type: 'number',
              validation: (rule) => rule.required().min(0),
            }),
            defineField({ name: 'description', title: 'Description', type: 'string' }),
          ],
          preview: {
            select: { title: 'name', price: 'monthlyPrice' },
            prepare: ({ title, price }) => ({ title, subtitle: `+$${price}/month` }),
          },
        }),
      ],
    }),
    defineField({
      name: 'otherServiceOptions',
      title: 'Other choices in the form service list',
      type: 'array',
      description: 'Listed after the plans in every form, for example "Pest Control Only" and "Other Services".',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'serviceOption',
          fields: [
            defineField({
              name: 'value',
              title: 'Code',
              type: 'string',
              validation: (rule) => rule.required().regex(/^[a-z0-9-]+$/, { name: 'code' }),
            }),
            defineField({ name: 'label', title: 'Text', type: 'string', validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: 'label', subtitle: 'value' } },
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'serviceSelectPrompt',
      title: 'First line of the service list',
      type: 'string',
      initialValue: 'Select a service',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Pricing rules' }) },
})
