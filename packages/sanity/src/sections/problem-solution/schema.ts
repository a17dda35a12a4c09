import { defineArrayMember, defineField, defineType } from 'sanity'
import { SplitHorizontalIcon } from '@sanity/icons/SplitHorizontal'
import { headingField } from '../shared/schema-fields.ts'

const side = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    description,
    type: 'object',
    fields: [
      defineField({
        name: 'title',
        title: 'Title',
        description: 'The heading of this column.',
        type: 'string',
        validation: (rule) => rule.required().max(90),
      }),
      defineField({
        name: 'text',
        title: 'Text',
        description: 'The paragraph under the heading.',
        type: 'text',
        rows: 4,
        validation: (rule) => rule.required().max(700),
      }),
      defineField({
        name: 'points',
        title: 'Points',
        description: 'Optional short lines with a mark, up to eight.',
        type: 'array',
        of: [defineArrayMember({ type: 'string', validation: (rule) => rule.max(200) })],
        validation: (rule) => rule.max(8),
      }),
    ],
    validation: (rule) => rule.required(),
  })

export const problemSolution = defineType({
  name: 'problemSolution',
  title: 'Problem and solution',
  type: 'object',
  icon: SplitHorizontalIcon,
  description: 'What the pest or problem does, and how the company solves it, with a picture.',
  fields: [
    headingField,
    side('problem', 'The problem', 'The left column: the trouble the homeowner sees.'),
    side('solution', 'Our solution', 'The right column: what the company does about it.'),
    defineField({
      name: 'image',
      description: 'The picture between the two columns.',
      title: 'Picture',
      type: 'imageWithAlt',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Problem and solution' }) },
})
