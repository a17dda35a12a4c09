import { defineField, defineType } from 'sanity'
import { LaunchIcon } from '@sanity/icons/Launch'
import { headingField, PLACEHOLDER_HELP, knownPlaceholders } from '../shared/schema-fields.ts'

export const ctaBanner = defineType({
  name: 'ctaBanner',
  title: 'Call to action',
  type: 'object',
  icon: LaunchIcon,
  description: 'A colored band that asks the visitor to act, with a button and the phone number.',
  fields: [
    headingField,
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 2,
      description: PLACEHOLDER_HELP,
      validation: (rule) => rule.max(300).custom(knownPlaceholders),
    }),
    defineField({
      name: 'button',
      description: "The banner's button.",
      title: 'Button',
      type: 'cta',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'showPhone',
      description: 'Shows the office phone number as a second button.',
      title: 'Show the phone number',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'tone',
      description: 'The background colour of the banner.',
      title: 'Color',
      type: 'string',
      options: { list: ['brand', 'promo', 'light'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'brand',
    }),
    defineField({
      name: 'badge',
      title: 'Badge (optional)',
      type: 'string',
      description:
        'A short label above the heading, for example "New customer offer". Do not write "limited-time" here: an offer with an end date shows it on its own card.',
      validation: (rule) => rule.max(40),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Call to action' }) },
})
