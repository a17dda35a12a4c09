import { defineArrayMember, defineField, defineType } from 'sanity'
import { TiersIcon } from '@sanity/icons/Tiers'
import { orderRankField, orderRankOrdering, shortNameField } from '../fields.ts'

export const plan = defineType({
  name: 'plan',
  title: 'Plan',
  type: 'document',
  icon: TiersIcon,
  description: 'A monthly program. Its price is used everywhere the site mentions it.',
  fields: [
    shortNameField(
      'key',
      'Fixed name used by forms and placeholders, such as lawn-program (write {price:lawn-program} in a text to show this price). Do not change it.',
    ),
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'As customers see it on cards, forms and the estimate, for example "Lawn + Shrub".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'price',
      title: 'Price per month ($)',
      type: 'number',
      description: 'For a lawn up to the size in Pricing rules. Every page that mentions this plan shows the new price once published.',
      validation: (rule) => rule.required().min(1).max(999),
    }),
    defineField({
      name: 'description',
      description: 'One or two sentences under the plan name on its card.',
      title: 'Short description',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(240),
    }),
    defineField({
      name: 'features',
      title: 'What is included',
      type: 'array',
      description: 'One short line per item, listed with check marks on the plan card.',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1).max(12),
    }),
    defineField({
      name: 'boostersIncluded',
      title: 'Seasonal boosters included in the price',
      type: 'boolean',
      description: 'When off, boosters are offered at the booster price from Pricing rules.',
      initialValue: false,
    }),
    defineField({
      name: 'includedAddOns',
      title: 'Add-ons included in the price',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      description: 'Short names of add-ons from Pricing rules that this plan already covers, such as tree-shrub.',
      options: { layout: 'tags' },
    }),
    defineField({
      name: 'boostersNote',
      title: 'Boosters note',
      type: 'string',
      description: 'A line about boosters on the card.',
      validation: (rule) => rule.max(120),
    }),
    defineField({
      name: 'savings',
      title: 'Monthly saving shown on the card ($)',
      type: 'number',
      description: 'Against buying the same services separately. Leave empty to show no saving.',
      validation: (rule) => rule.min(0),
    }),
    defineField({
      name: 'popular',
      title: 'Mark as most popular',
      type: 'boolean',
      description: 'Adds the "Most popular" badge to the card. Mark one plan only.',
      initialValue: false,
    }),
    orderRankField('plan'),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { title: 'name', price: 'price', popular: 'popular' },
    prepare: ({ title, price, popular }) => ({ title, subtitle: `$${price}/month${popular ? ' · most popular' : ''}` }),
  },
})
