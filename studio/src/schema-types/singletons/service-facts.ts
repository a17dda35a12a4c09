import { defineField, type ValidationContext } from 'sanity'

// Service facts copy mentions again and again (how soon the office answers, how long pets stay off a
// treated lawn, how often mosquitoes are treated). Each is written here once and copy writes its
// placeholder, so a change is one edit. Ranges are written with a hyphen, for example 2-4.

const RANGE = /^\d+(-\d+)?$/

const rangeField = (name: string, title: string, placeholder: string, description: string) =>
  defineField({
    name,
    title,
    type: 'string',
    group: 'wording',
    description: `${description} Copy writes {${placeholder}}.`,
    validation: (rule) =>
      rule
        .required()
        .regex(RANGE, { name: 'a number or a range such as 2-4', invert: false })
        .error('Write a number or a range such as 2-4, digits only.'),
  })

export const serviceFactFields = [
  defineField({
    name: 'responseHours',
    title: 'Response time (hours)',
    type: 'number',
    group: 'wording',
    description: 'Within how many hours the office answers every request. Copy writes {responseHours} hours.',
    validation: (rule) => rule.required().integer().min(1).error('Write a whole number of hours, for example 24.'),
  }),
  rangeField(
    'reentryHours',
    'Time off treated areas (hours)',
    'reentryHours',
    'How many hours children and pets stay off a treated area, for example 2-4.',
  ),
  rangeField(
    'mosquitoWeeks',
    'Mosquito treatment interval (weeks)',
    'mosquitoWeeks',
    'How many weeks apart mosquito treatments are, for example 3-4.',
  ),
  rangeField(
    'lawnVisitWeeks',
    'Lawn visit interval (weeks)',
    'lawnVisitWeeks',
    'How many weeks apart lawn program visits are, for example 6-8.',
  ),
  rangeField(
    'treatmentsPerYear',
    'Lawn treatments a year',
    'treatmentsPerYear',
    'How many treatments a lawn program includes in a year, for example 6-8.',
  ),
]

/** "25+" may not claim more years than have passed since the year founded. */
export function yearsWithinFounding(value: string | undefined, context: ValidationContext) {
  const founded = context.document?.foundedYear
  const claimed = Number.parseInt(value ?? '', 10)
  if (typeof founded !== 'number' || Number.isNaN(claimed)) return true
  const since = new Date().getFullYear() - founded
  return claimed <= since ? true : `The company was founded ${since} years ago. Write ${since} or less, or correct the year founded.`
}
