import { defineArrayMember, defineField, defineType } from 'sanity'
import { StarIcon } from '@sanity/icons/Star'
import { PLACEHOLDER_HELP } from '../fields.ts'
import { knownPlaceholders } from '../validation.ts'

export const hero = defineType({
  name: 'hero',
  title: 'Top of page',
  type: 'object',
  icon: StarIcon,
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Small line above the heading',
      type: 'string',
      description: 'Optional, for example "Serving Jacksonville since 2000". ' + PLACEHOLDER_HELP,
      validation: (rule) => rule.max(80).custom(knownPlaceholders),
    }),
    defineField({
      name: 'heading',
      title: 'Heading',
      type: 'string',
      description: 'The main heading of the page (shown once, at the top).',
      validation: (rule) => rule.required().max(110).custom(knownPlaceholders),
    }),
    defineField({
      name: 'text',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the heading. ' + PLACEHOLDER_HELP,
      validation: (rule) => rule.max(400).custom(knownPlaceholders),
    }),
    defineField({
      name: 'image',
      title: 'Picture',
      type: 'imageWithAlt',
      description: 'Shown beside the heading on wide screens. Landscape pictures work best.',
    }),
    defineField({
      name: 'buttons',
      description: 'Up to two buttons under the text.',
      title: 'Buttons',
      type: 'array',
      of: [defineArrayMember({ type: 'cta' })],
      validation: (rule) => rule.max(2),
    }),
    defineField({
      name: 'showPhone',
      description: 'Shows the office phone number as a button next to the others.',
      title: 'Show the phone number as a call button',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'form',
      title: 'Estimate form beside the heading',
      type: 'leadForm',
      description: 'Leave empty for a page without a form at the top.',
    }),
  ],
})
