import { defineArrayMember, defineField, defineType } from 'sanity'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { sitePath } from '../validation.ts'

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
      description: 'The first thing visitors see in the quiz box, above the Start button.',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'introText',
      title: 'Start screen text',
      type: 'text',
      rows: 2,
      group: 'screens',
      description: 'One or two sentences: what the quiz asks and what the visitor gets at the end.',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'startLabel',
      description: 'The text of the button that starts the quiz.',
      title: 'Start button',
      type: 'string',
      group: 'screens',
      initialValue: 'Start Quiz',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'progressLabel',
      title: 'Progress line',
      type: 'string',
      group: 'screens',
      description: 'Shown above each question. {number} becomes the number of the question, {total} the number of questions.',
      initialValue: 'Question {number} of {total}',
      validation: (rule) =>
        rule
          .required()
          .max(60)
          .custom((value) => (!value || value.includes('{number}') ? true : 'Keep {number} in the line, so visitors see where they are.')),
    }),
    defineField({
      name: 'answerHint',
      title: 'Hint under each question',
      type: 'string',
      group: 'screens',
      description: 'Tells visitors they may pick more than one answer.',
      initialValue: 'Select all that apply.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'nextLabel',
      title: 'Next button',
      type: 'string',
      group: 'screens',
      description: 'The button under questions 1 to 4. It stays disabled until an answer is picked.',
      initialValue: 'Next Question',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'finishLabel',
      title: 'Last question button',
      type: 'string',
      group: 'screens',
      description: 'The button under the last question, which shows the recommendations.',
      initialValue: 'Get Results',
      validation: (rule) => rule.required().max(30),
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
      description: 'The heading above the recommended services.',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'resultsText',
      title: 'Results text',
      type: 'text',
      rows: 2,
      group: 'results',
      description: 'A sentence under the results heading. The recommendation is every service tied for the highest score.',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'petKidNote',
      title: 'Note when pets or children use the yard',
      type: 'text',
      rows: 2,
      group: 'results',
      description: 'Shown with the results when the visitor picked an answer marked "Means pets or children use the yard".',
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'categories',
      title: 'Recommendations',
      type: 'array',
      group: 'results',
      description: 'What each service recommendation says and where it links. One entry per service.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'quizCategory',
          fields: [
            defineField({
              name: 'key',
              description: 'Which service this recommendation is for. Each service appears once.',
              title: 'Service',
              type: 'string',
              options: { list: CATEGORY_KEYS },
              validation: (rule) => rule.required(),
            }),
            defineField({
              name: 'name',
              title: 'Name shown',
              type: 'string',
              description: 'Also what the request form sends to the office as the quiz result.',
              validation: (rule) => rule.required().max(40),
            }),
            defineField({
              name: 'why',
              description: 'One or two sentences telling the customer why this service fits their answers.',
              title: 'Why we recommend it',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.required().max(300),
            }),
            defineField({
              name: 'href',
              title: 'Service page',
              type: 'string',
              description: 'The page the recommendation links to, for example /services/lawn-programs.',
              validation: (rule) => rule.required().custom(sitePath),
            }),
          ],
          preview: { select: { title: 'name', subtitle: 'href' } },
        }),
      ],
      validation: (rule) =>
        rule
          .required()
          .length(4)
          .custom((value) => {
            const keys = (value ?? []).map((item) => (item && typeof item === 'object' && 'key' in item ? item.key : undefined))
            return new Set(keys).size === keys.length ? true : 'Each service may appear only once.'
          }),
    }),
    defineField({
      name: 'formHeading',
      title: 'Form heading',
      type: 'string',
      group: 'results',
      description: 'Above the request form under the results.',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'formButtonLabel',
      title: 'Form button',
      type: 'string',
      group: 'results',
      description: 'The send button of the request form.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'retakeLabel',
      title: 'Start-again button',
      type: 'string',
      group: 'results',
      description: 'Under the results; starts the quiz over from the start screen.',
      initialValue: 'Take Quiz Again',
      validation: (rule) => rule.required().max(30),
    }),
  ],
  preview: { prepare: () => ({ title: 'Lawn quiz' }) },
})
