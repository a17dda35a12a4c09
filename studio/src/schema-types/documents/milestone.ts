import { defineField, defineType } from 'sanity'
import { TimelineIcon } from '@sanity/icons/Timeline'

export const milestone = defineType({
  name: 'milestone',
  title: 'Milestone',
  type: 'document',
  icon: TimelineIcon,
  fields: [
    defineField({
      name: 'year',
      title: 'Year',
      type: 'number',
      description: 'The timeline on the About page runs from the earliest year.',
      validation: (rule) => rule.required().integer().min(1950).max(2100),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'What happened, in a few words, for example "State license earned".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      description: 'One or two sentences of the story.',
      validation: (rule) => rule.required().max(240),
    }),
  ],
  orderings: [
    { title: 'Year, earliest first', name: 'year', by: [{ field: 'year', direction: 'asc' }] },
    { title: 'Year, latest first', name: 'yearDesc', by: [{ field: 'year', direction: 'desc' }] },
  ],
  preview: { select: { title: 'title', year: 'year' }, prepare: ({ title, year }) => ({ title: `${year} · ${title}` }) },
})
