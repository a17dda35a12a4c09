import { defineField, defineType } from 'sanity'
import { ClockIcon } from '@sanity/icons/Clock'

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

export const openingHours = defineType({
  name: 'openingHours',
  title: 'Opening hours',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Shown as',
      type: 'string',
      description: 'How the days read on the site, for example "Monday - Friday".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'days',
      description: 'The days these hours apply to.',
      title: 'Days',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: DAYS.map((value) => ({ title: value, value })) },
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'opens',
      title: 'Opens (24-hour clock)',
      type: 'string',
      description: 'For example 08:00. Leave empty on closed days.',
      validation: (rule) => rule.regex(TIME, { name: 'HH:MM' }),
    }),
    defineField({
      name: 'closes',
      title: 'Closes (24-hour clock)',
      type: 'string',
      description: 'For example 18:00. Leave empty on closed days.',
      validation: (rule) => rule.regex(TIME, { name: 'HH:MM' }),
    }),
  ],
  preview: {
    select: { title: 'label', opens: 'opens', closes: 'closes' },
    prepare: ({ title, opens, closes }) => ({ title, subtitle: opens ? `${opens} - ${closes}` : 'Closed' }),
  },
})
