import { defineField, defineType, type ValidationContext } from 'sanity'
import { ClockIcon } from '@sanity/icons/Clock'
import { daysLabel } from './opening-hours.ts'

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

const endsAfterStart = (end: string | undefined, context: ValidationContext) => {
  const parent = context.parent
  const start = parent && typeof parent === 'object' && 'start' in parent && typeof parent.start === 'string' ? parent.start : ''
  return !end || !start || end > start || 'The window must end after it starts.'
}

const time = (
  name: string,
  title: string,
  description: string,
  check = (_: string | undefined, __: ValidationContext): true | string => true,
) =>
  defineField({
    name,
    title,
    type: 'string',
    description,
    validation: (rule) => [
      rule.required().regex(TIME, { name: 'HH:MM' }).error('Write the time on the 24-hour clock as HH:MM, for example 08:00 or 16:00.'),
      rule.custom(check),
    ],
  })

/** One arrival window offered on some weekdays, with how many estimate visits it takes. */
export const visitHours = defineType({
  name: 'visitHours',
  title: 'Arrival window',
  type: 'object',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'days',
      title: 'Days',
      description: 'The days of the week this window is offered. A day no window lists is closed for visits.',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: DAYS.map((value) => ({ title: value, value })) },
      validation: (rule) => rule.required().min(1),
    }),
    time('start', 'Arrival from (24-hour clock)', 'When the window starts, Jacksonville time, for example 08:00.'),
    time('end', 'Arrival until (24-hour clock)', 'When the window ends, for example 12:00.', endsAfterStart),
    defineField({
      name: 'places',
      title: 'Estimate visits per window',
      type: 'number',
      description: 'How many visitors may ask for this window on one day. Once that many have, the window is no longer offered.',
      initialValue: 3,
      validation: (rule) => rule.required().integer().min(1).max(50),
    }),
  ],
  preview: {
    select: { days: 'days', start: 'start', end: 'end', places: 'places' },
    prepare: ({ days, start, end, places }) => ({
      title: daysLabel(Array.isArray(days) ? days : []),
      subtitle: `${start ?? '?'} - ${end ?? '?'}, ${places ?? '?'} visits`,
    }),
  },
})
