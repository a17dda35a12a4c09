import { defineArrayMember, defineField, defineType } from 'sanity'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { shortNameField } from '../fields.ts'

const points = (name: string, title: string) =>
  defineField({
    name,
    title,
    description: `Points this answer gives to ${title}: 0 for none, 3 for a strong match.`,
    type: 'number',
    initialValue: 0,
    validation: (rule) => rule.required().integer().min(0).max(3),
  })

export const quizAnswer = defineType({
  name: 'quizAnswer',
  title: 'Answer',
  type: 'object',
  fields: [
    defineField({
      name: 'text',
      title: 'Answer',
      type: 'string',
      description: 'Short, in the words a homeowner would use.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'points',
      title: 'Points per recommendation (0 to 3)',
      type: 'object',
      description: 'How strongly this answer points to each service.',
      options: { columns: 2 },
      fields: [
        points('lawnPrograms', 'Lawn Programs'),
        points('pestControl', 'Pest Control'),
        points('antControl', 'Ant Control'),
        points('treeShrub', 'Tree & Shrub Care'),
      ],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'setsPetKidFlag',
      title: 'Means pets or children use the yard',
      type: 'boolean',
      description: 'Marks the request as needing pet- and child-safe treatments.',
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: 'text', l: 'points.lawnPrograms', p: 'points.pestControl', a: 'points.antControl', t: 'points.treeShrub' },
    prepare: ({ title, l, p, a, t }) => ({ title, subtitle: `Lawn ${l} · Pest ${p} · Ant ${a} · Tree ${t}` }),
  },
})

export const quizQuestion = defineType({
  name: 'quizQuestion',
  title: 'Question',
  type: 'object',
  icon: HelpCircleIcon,
  fields: [
    shortNameField('id', 'A fixed name for reports, for example "pests-seen". Lower case and dashes.'),
    defineField({
      name: 'text',
      title: 'Question',
      type: 'string',
      description: 'The question as visitors read it, ending with a question mark.',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'answers',
      title: 'Answers',
      type: 'array',
      description: 'Visitors may pick several answers.',
      of: [defineArrayMember({ type: 'quizAnswer' })],
      validation: (rule) => rule.required().min(2).max(6),
    }),
  ],
  preview: { select: { title: 'text', subtitle: 'id' } },
})
