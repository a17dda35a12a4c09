import { defineArrayMember, defineField, defineType } from 'sanity'
import { BillIcon } from '@sanity/icons/Bill'
import { shortNameField } from '../fields.ts'

export const pricingRules = defineType({
  name: 'pricingRules',
  title: 'Pricing rules',
  type: 'document',
  icon: BillIcon,
  description: 'The rules behind every price the site shows and the price estimator uses.',
  fields: [
    defineField({
      name: 'includedSqft',
      description: 'The lawn size the plan prices include, in square feet. Copy can write {includedSqft}.',
      title: 'Lawn size included in plan prices (sq ft)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1000),
    }),
    defineField({
      name: 'extraPer1000Sqft',
      description: 'What each extra 1,000 square feet of lawn adds to the monthly price, in dollars. Copy can write {extraPer1000}.',
      title: 'Extra per 1,000 sq ft above that ($ per month)',
      type: 'number',
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: 'prepayDiscountPercent',
      description: 'The discount, in percent, for paying a year up front. Copy can write {prepayDiscount}.',
      title: 'Discount for paying a year ahead (%)',
      type: 'number',
      validation: (rule) => rule.required().min(0).max(50),
    }),
    defineField({
      name: 'boosterPrice',
      description: 'The price of one seasonal booster treatment, in dollars. Copy can write {boosterPrice}.',
      title: 'Price of one booster treatment ($)',
      type: 'number',
      validation: (rule) => rule.required().min(0),
    }),
    defineField({
      name: 'boosters',
      description: 'The seasonal booster treatments the estimator offers, in the order of the year.',
      title: 'Seasonal boosters',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'booster',
          fields: [
            defineField({
              name: 'month',
              description: 'When the booster is applied, for example "March".',
              title: 'Month',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'title',
              description: 'The name of the booster, for example "Pre-emergent weed barrier".',
              title: 'Name',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'description',
              description: 'One sentence on what the booster does for the lawn.',
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
      description: 'Extra services the estimator lets customers add to a plan, each with a monthly price.',
      title: 'Add-ons',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'addOn',
          fields: [
            shortNameField(
              'key',
              'A short code for the add-on, in lower case with dashes, for example "mosquito". Do not change it once in use.',
            ),
            defineField({
              name: 'name',
              description: 'The name of the add-on as customers see it.',
              title: 'Name',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'monthlyPrice',
              description: 'What the add-on adds to the monthly price, in dollars.',
              title: 'Price per month ($)',
              type: 'number',
              validation: (rule) => rule.required().min(0),
            }),
            defineField({
              name: 'description',
              description: 'One short line on what the add-on includes.',
              title: 'Description',
              type: 'string',
            }),
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
              description: 'The code sent with the lead to the office, in lower case with dashes. Do not change it once in use.',
              title: 'Code',
              type: 'string',
              validation: (rule) =>
                rule
                  .required()
                  .regex(/^[a-z0-9-]+$/, { name: 'code' })
                  .error('Use lower-case letters, digits and dashes only, for example "lawn-program".'),
            }),
            defineField({
              name: 'label',
              description: 'The choice as the customer reads it in the service list of a form.',
              title: 'Text',
              type: 'string',
              validation: (rule) => rule.required(),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'value' } },
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'serviceSelectPrompt',
      description: 'The first, empty line of the service list in forms, for example "Select a service".',
      title: 'First line of the service list',
      type: 'string',
      initialValue: 'Select a service',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Pricing rules' }) },
})
