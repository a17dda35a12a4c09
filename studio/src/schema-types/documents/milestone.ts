import { defineField, defineType } from 'sanity'
import { TimelineIcon } from '@sanity/icons/Timeline'

export const milestone = defineType({
  name: 'milestone',
  title: 'Milestone',
  type: 'document',
  icon: TimelineIcon,
  fields: [
    defineField({ name: 'year', title: 'Year', type: 'number', validation: (rule) => rule.required().integer().min(1950).max(2100) }),
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({ name: 'description', title: 'Description', type: 'text', rows: 2, validation: (rule) => rule.required().max(240) }),
  ],
  orderings: [{ title: 'Year', name: 'year', by: [{ field: 'year', direction: 'asc' }] }],
  preview: { select: { title: 'title', year: 'year' }, prepare: ({ title, year }) => ({ title: `${year} · ${title}` }) },
})
