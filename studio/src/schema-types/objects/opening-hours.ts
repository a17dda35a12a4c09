import { defineField, defineType, type ValidationContext } from 'sanity'
import { ClockIcon } from '@sanity/icons/Clock'

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** How chosen days read: "Saturday", "Monday - Friday" for a run of days, else "Monday, Wednesday". */
export function daysLabel(days: readonly string[]): string {
  const order = DAYS.filter((day) => days.includes(day))
  const first = order[0]
  const last = order[order.length - 1]
  if (!first || !last) return ''
  if (order.length === 1) return first
  const run = DAYS.indexOf(last) - DAYS.indexOf(first) + 1 === order.length
  return run && order.length > 2 ? `${first} - ${last}` : order.join(', ')
}

const labelMatchesDays = (label: string | undefined, context: ValidationContext) => {
  const parent = context.parent
  const days = parent && typeof parent === 'object' && 'days' in parent && Array.isArray(parent.days) ? parent.days : []
  const expected = daysLabel(days.filter((day): day is string => typeof day === 'string'))
  if (!label || !expected || label.trim() === expected) return true
  return `The days chosen read "${expected}". Write that here, or change the days.`
}

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
      description: 'How the days read on the site, for example "Monday - Friday". It must match the days chosen below.',
      validation: (rule) => rule.required().custom(labelMatchesDays),
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
      validation: (rule) =>
        rule.regex(TIME, { name: 'HH:MM' }).error('Write the time on the 24-hour clock as HH:MM, for example 08:00 or 18:00.'),
    }),
    defineField({
      name: 'closes',
      title: 'Closes (24-hour clock)',
      type: 'string',
      description: 'For example 18:00. Leave empty on closed days.',
      validation: (rule) =>
        rule.regex(TIME, { name: 'HH:MM' }).error('Write the time on the 24-hour clock as HH:MM, for example 08:00 or 18:00.'),
    }),
  ],
  preview: {
    select: { title: 'label', opens: 'opens', closes: 'closes' },
    prepare: ({ title, opens, closes }) => ({ title, subtitle: opens ? `${opens} - ${closes}` : 'Closed' }),
  },
})
