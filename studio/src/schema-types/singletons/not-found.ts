import { defineArrayMember, defineField, defineType } from 'sanity'
import { UnknownIcon } from '@sanity/icons/Unknown'
import { knownPlaceholders } from '../validation.ts'

export const notFound = defineType({
  name: 'notFound',
  title: 'Page not found',
  type: 'document',
  icon: UnknownIcon,
  description: 'What visitors see when an address leads nowhere, for example a mistyped or very old link.',
  fields: [
    defineField({
      name: 'title',
      title: 'Browser tab title',
      type: 'string',
      description: 'The company name is added after it.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'eyebrow',
      description: 'The small label above the heading, for example "Error 404".',
      title: 'Small line above the heading',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'heading',
      description: 'The heading a visitor sees when an address does not exist.',
      title: 'Heading',
      type: 'string',
      validation: (rule) => rule.required().max(80).custom(knownPlaceholders),
    }),
    defineField({
      name: 'text',
      title: 'Text',
      type: 'text',
      rows: 3,
      description: 'Placeholders such as {phone} and {company} are filled in.',
      validation: (rule) => rule.required().max(300).custom(knownPlaceholders),
    }),
    defineField({
      name: 'homeLabel',
      description: 'The text of the button that leads back to the home page.',
      title: 'Home button text',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'callLabel',
      title: 'Call button text',
      type: 'string',
      description: 'For example "Call {phone}". The button dials the main phone number.',
      validation: (rule) => rule.required().max(40).custom(knownPlaceholders),
    }),
    defineField({
      name: 'servicesHeading',
      description: 'The heading above the links to the services.',
      title: 'Heading above the service links',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'services',
      title: 'Service links',
      type: 'array',
      description: 'The main services, each a card with an icon, a short line and the page it opens.',
      of: [
        defineArrayMember({
          type: 'featureItem',
          validation: (rule) =>
            rule.custom((item: { href?: string } | undefined) => (item?.href ? true : 'Give each card the page it opens.')),
        }),
      ],
      validation: (rule) => rule.required().min(3).max(8),
    }),
  ],
  preview: { prepare: () => ({ title: 'Page not found' }) },
})
