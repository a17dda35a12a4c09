import { defineArrayMember, defineField, defineType } from 'sanity'
import { ThListIcon } from '@sanity/icons/ThList'
import { knownPlaceholders } from '../validation.ts'

/** Rules that change (watering days, ordinances) need a fresh look at least this often. */
const RECHECK_DAYS = 365

/** A warning once the facts were last checked more than a year before `now`. */
export function recheckWarning(value: unknown, now: Date = new Date()): true | string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return true
  const age = (now.getTime() - Date.parse(`${value}T12:00:00Z`)) / 86_400_000
  return age > RECHECK_DAYS ? 'Checked more than a year ago. Compare the box with its sources again, then set today’s date.' : true
}

// A fact written once and shown, as a small table, inside every article that includes it: the mowing
// heights, the watering days, the fertilizer rules, the roach treatment timeline. Editing it here
// changes every article that shows it, so articles never carry their own copy of the figures.
export const factSheet = defineType({
  name: 'factSheet',
  title: 'Fact box',
  type: 'document',
  icon: ThListIcon,
  description:
    'A small table of facts written once and shown inside every article that includes it. Edit it here and each of those articles changes with it.',
  fields: [
    defineField({
      name: 'title',
      title: 'Heading',
      type: 'string',
      description: 'The heading of the box, for example "Mowing heights for North Florida lawns".',
      validation: (rule) => rule.required().max(90).custom(knownPlaceholders),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'One or two sentences above the table. Optional.',
      validation: (rule) => rule.max(320).custom(knownPlaceholders),
    }),
    defineField({
      name: 'columns',
      title: 'Column headings',
      type: 'object',
      description: 'The headings over the two columns on wide screens; on a phone each row stacks its two parts.',
      fields: [
        defineField({
          name: 'label',
          title: 'Left column',
          type: 'string',
          description: 'What each row is about, for example "Grass".',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({
          name: 'value',
          title: 'Right column',
          type: 'string',
          description: 'What each row says about it, for example "Mowing height".',
          validation: (rule) => rule.required().max(40),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'rows',
      title: 'Rows',
      type: 'array',
      description: 'One line of the table each, in the order readers should see them.',
      of: [
        defineArrayMember({
          name: 'factRow',
          title: 'Row',
          type: 'object',
          fields: [
            defineField({
              name: 'label',
              title: 'About',
              type: 'string',
              description: 'The left cell, for example "Bahiagrass".',
              validation: (rule) => rule.required().max(80).custom(knownPlaceholders),
            }),
            defineField({
              name: 'value',
              title: 'Fact',
              type: 'string',
              description: 'The right cell, for example "3-4 inches".',
              validation: (rule) => rule.required().max(160).custom(knownPlaceholders),
            }),
          ],
          preview: { select: { title: 'label', subtitle: 'value' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(12),
    }),
    defineField({
      name: 'notes',
      title: 'Notes under the table',
      type: 'array',
      description: 'Short points under the table: exceptions, cautions, what to check before acting.',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(260).custom(knownPlaceholders) })],
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: 'sources',
      title: 'Sources',
      type: 'array',
      description: 'Where the facts come from. Readers see each name, linked when there is an address.',
      of: [
        defineArrayMember({
          name: 'factSource',
          title: 'Source',
          type: 'object',
          fields: [
            defineField({
              name: 'name',
              title: 'Name',
              type: 'string',
              description: 'For example "UF/IFAS Extension" or "Our technicians\u2019 records".',
              validation: (rule) => rule.required().max(100),
            }),
            defineField({
              name: 'href',
              title: 'Address',
              type: 'url',
              description: 'The page readers can check the facts on. Leave empty for the company\u2019s own experience.',
              validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'href' } },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(3),
    }),
    defineField({
      name: 'checkedOn',
      title: 'Checked on',
      type: 'date',
      description:
        'When the box was last compared with its sources. Readers see "As of" with the month; the Studio warns after a year, since watering days and ordinances change.',
      validation: (rule) =>
        rule
          .required()
          .custom((value) => recheckWarning(value))
          .warning(),
    }),
  ],
  preview: {
    select: { title: 'title', checkedOn: 'checkedOn' },
    prepare: ({ title, checkedOn }) => ({ title, subtitle: checkedOn ? `Checked ${checkedOn}` : 'Not checked yet' }),
  },
})
