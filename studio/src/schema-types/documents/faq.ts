import { defineField, defineType } from 'sanity'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { PLACEHOLDER_HELP, orderRankField, orderRankOrdering } from '../fields.ts'
import { knownPlaceholders } from '../validation.ts'

export const FAQ_TOPICS = [
  { title: 'General', value: 'general' },
  { title: 'Pricing', value: 'pricing' },
  { title: 'Lawn care', value: 'lawn' },
  { title: 'Pest control', value: 'pest-control' },
  { title: 'Ants', value: 'ants' },
  { title: 'Spiders', value: 'spiders' },
  { title: 'Roaches', value: 'roaches' },
  { title: 'Wasps', value: 'wasps' },
  { title: 'Mosquitos', value: 'mosquitos' },
]

export const faq = defineType({
  name: 'faq',
  title: 'Question',
  type: 'document',
  icon: HelpCircleIcon,
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      description: 'Written the way a customer would ask it, ending with a question mark.',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'text',
      rows: 5,
      description: 'Plain text; a blank line starts a new paragraph. ' + PLACEHOLDER_HELP,
      validation: (rule) => rule.required().max(1200).custom(knownPlaceholders),
    }),
    defineField({
      name: 'topic',
      title: 'Where it belongs',
      type: 'string',
      description: 'Groups the question in the Studio. Pages choose which questions they show.',
      options: { list: FAQ_TOPICS },
      validation: (rule) => rule.required(),
    }),
    orderRankField('faq'),
  ],
  orderings: [
    orderRankOrdering,
    {
      title: 'Topic, then question',
      name: 'topic',
      by: [
        { field: 'topic', direction: 'asc' },
        { field: 'question', direction: 'asc' },
      ],
    },
    { title: 'Question A-Z', name: 'question', by: [{ field: 'question', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'question', topic: 'topic', answer: 'answer' },
    prepare: ({ title, topic, answer }) => ({
      title,
      subtitle: [FAQ_TOPICS.find((item) => item.value === topic)?.title, typeof answer === 'string' ? answer.slice(0, 80) : '']
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
