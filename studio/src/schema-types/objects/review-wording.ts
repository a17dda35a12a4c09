import { defineField, defineType } from 'sanity'

const line = (name: string, title: string, description: string, max = 40) =>
  defineField({ name, title, type: 'string', description, validation: (rule) => rule.required().max(max) })

/** The words the site shows with each customer review, written once for every page that shows reviews. */
export const reviewWording = defineType({
  name: 'reviewWording',
  title: 'Reviews',
  type: 'object',
  description: 'The small label beside each customer review: whether it is a sample, or where and when the customer wrote it.',
  fields: [
    line(
      'sampleLabel',
      'Label on a sample review',
      'Shown on every review ticked "Sample content", so no visitor takes a demo review for a real customer\'s words.',
    ),
    line('googleLabel', 'Label on a Google review', 'Shown before the month and year, for example "Google review".'),
    line('facebookLabel', 'Label on a Facebook review', 'Shown before the month and year, for example "Facebook review".'),
    line('letterLabel', 'Label on a letter or e-mail', 'Shown before the month and year, for example "Letter to our office".'),
  ],
})
