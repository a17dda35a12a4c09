import { defineArrayMember, defineField, defineType } from 'sanity'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'

const CATEGORY_KEYS = [
  { title: 'Lawn Programs', value: 'lawnPrograms' },
  { title: 'Pest Control', value: 'pestControl' },
  { title: 'Ant Control', value: 'antControl' },
  { title: 'Tree & Shrub Care', value: 'treeShrub' },
]

export const quiz = defineType({
  name: 'quiz',
  title: 'Lawn quiz',
  type: 'document',
  icon: HelpCircleIcon,
  groups: [
    { name: 'questions', title: 'Questions', default: true },
    { name: 'screens', title: 'Screens' },
    { name: 'results', title: 'Recommendations' },
  ],
  fields: [
    defineField({
      name: 'introHeading',
      title: 'Start screen heading',
      type: 'string',
      group: 'screens',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'introText',
      title: 'Start screen text',
      type: 'text',
      rows: 2,
      group: 'screens',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'startLabel',
      title: 'Start button',
      type: 'string',
      group: 'screens',
      initialValue: 'Start Quiz',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'questions',
      title: 'Questions',
      type: 'array',
      group: 'questions',
      description: 'Five questions. Visitors may pick several answers; each answer adds its points.',
      of: [defineArrayMember({ type: 'quizQuestion' })],
      validation: (rule) => rule.required().length(5),
    }),
    defineField({
      name: 'resultsHeading',
      title: 'Results heading',
      type: 'string',
      group: 'results',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'resultsText',
      title: 'Results text',
      type: 'text',
      rows: 2,
      group: 'results',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'categories',
      title: 'Recommendations',
      type: 'array',
      group: 'results',
      description: 'What each service recommendation says and where it links.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'quizCategory',
          fields: [
            defineField({
              name: 'key',
              title: 'Service',
              type: 'string',
              options: { list: CATEGORY_KEYS },
              validation: (rule) => rule.required(),
            }),
            defineField({ name: 'name', title: 'Name shown', type: 'string', validation: (rule) => rule.required() }),
            defineField({
              name: 'why',
              title: 'Why we recommend it',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.required().max(300),
            }),
            defineField({ name: 'href', title: 'Service page', type: 'string', validation: (rule) => rule.required() }),
          ],
          preview: { select: { title: 'name', subtitle: 'href' } },
        }),
      ],
      validation: (rule) => rule.required().length(4),
    }),
    defineField({ name: 'formHeading', title: 'Form heading', type: 'string', group: 'results', validation: (rule) => rule.required() }),
    defineField({ name: 'formButtonLabel', title: 'Form button', type: 'string', group: 'results', validation: (rule) => rule.required() }),
    defineField({
      name: 'retakeLabel',
      title: 'Start-again button',
      type: 'string',
      group: 'results',
      initialValue: 'Take Quiz Again',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { prepare: () => ({ title: 'Lawn quiz' }) },
})
