import { defineType } from 'sanity'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { headingField, introField, referenceList } from '../shared/schema-fields.ts'

export const faqSection = defineType({
  name: 'faqSection',
  title: 'Questions and answers',
  type: 'object',
  icon: HelpCircleIcon,
  description: 'Questions from the FAQ library. Search engines also read them as an FAQ.',
  fields: [headingField, introField, referenceList('faqs', 'Questions', 'faq', 'The questions to show.', 1, 20)],
  preview: {
    select: { title: 'heading', faqs: 'faqs' },
    prepare: ({ title, faqs }) => ({ title, subtitle: `FAQ · ${faqs?.length ?? 0}` }),
  },
})
