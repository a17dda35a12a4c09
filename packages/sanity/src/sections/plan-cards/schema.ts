import { defineArrayMember, defineField, defineType } from 'sanity'
import { TiersIcon } from '@sanity/icons/Tiers'
import { headingField, introField, referenceList, knownPlaceholders } from '../shared/schema-fields.ts'

export const planCards = defineType({
  name: 'planCards',
  title: 'Plan cards',
  type: 'object',
  icon: TiersIcon,
  description: 'Price cards of the chosen plans. Prices and features come from the plan documents.',
  fields: [
    headingField,
    introField,
    referenceList('plans', 'Plans', 'plan', 'The plans to show.', 1, 4),
    defineField({
      name: 'variant',
      description: 'How the plans are drawn: full cards with their features, or a compact row.',
      title: 'Layout',
      type: 'string',
      options: {
        list: [
          { title: 'Full cards with features', value: 'full' },
          { title: 'Compact bundle prices', value: 'compact' },
        ],
        layout: 'radio',
      },
      initialValue: 'full',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'buttonLabel',
      title: 'Card button text',
      type: 'string',
      description: 'Each card button opens the estimate form pop-up. Leave empty for cards without a button.',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'notes',
      description: 'Short lines under the cards, for example what every plan includes.',
      title: 'Notes under the cards',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(240).custom(knownPlaceholders) })],
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Plan cards' }) },
})
