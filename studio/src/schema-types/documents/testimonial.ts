import { defineField, defineType } from 'sanity'
import { CommentIcon } from '@sanity/icons/Comment'
import { orderRankField, orderRankOrdering } from '../fields.ts'
import { sampleField } from '../sample-field.ts'
import { REVIEW_SOURCES, needsForRealReview } from './testimonial-rules.ts'

// A customer's review as the site quotes it. A real review records where the customer wrote it, when,
// and that they agreed to be quoted; the demo reviews are marked as samples and the site labels them
// "Sample review" until staff replace them (docs/launch-checklist.md).
export const testimonial = defineType({
  name: 'testimonial',
  title: 'Customer review',
  type: 'document',
  icon: CommentIcon,
  fields: [
    defineField({
      name: 'name',
      title: 'Customer name',
      type: 'string',
      description: 'As the customer agreed to be named, for example "Karen W.".',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'location',
      title: 'Town or neighborhood',
      type: 'string',
      description: 'Shown under the name, for example "San Marco, Jacksonville".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'text',
      title: 'Review',
      type: 'text',
      rows: 4,
      description: "The customer's own words. Fix typing errors only; do not change what they said.",
      validation: (rule) => rule.required().max(600),
    }),
    defineField({
      name: 'rating',
      title: 'Stars',
      type: 'number',
      description: 'The rating the customer gave, 1 to 5.',
      options: { list: [1, 2, 3, 4, 5] },
      initialValue: 5,
      validation: (rule) => rule.required().integer().min(1).max(5),
    }),
    defineField({
      name: 'source',
      title: 'Where the customer wrote it',
      type: 'string',
      description: 'Shown under the review, for example "Google review". Copy the words from that place, not from memory.',
      options: { list: [...REVIEW_SOURCES], layout: 'radio' },
      validation: (rule) => rule.custom(needsForRealReview('Say where the customer wrote this review.')),
    }),
    defineField({
      name: 'date',
      title: 'Date written',
      type: 'date',
      description:
        'The day the customer wrote the review (the month and year are shown). Newer reviews come first on town and service pages.',
      validation: (rule) => rule.custom(needsForRealReview('Add the date the customer wrote the review.')),
    }),
    defineField({
      name: 'town',
      title: 'Town',
      type: 'reference',
      to: [{ type: 'location' }],
      description: "The town page this review belongs on. A real review with the customer's permission is shown there, newest first.",
    }),
    defineField({
      name: 'service',
      title: 'Service',
      type: 'reference',
      to: [{ type: 'page' }],
      options: { filter: 'kind in ["service", "pest"]' },
      description: "The service the review is about. A real review with the customer's permission is shown on that service's page.",
    }),
    defineField({
      name: 'permission',
      title: 'The customer agreed to be quoted on this website',
      type: 'boolean',
      description:
        'Tick only when the customer said yes (keep their e-mail or note the call). A review written on Google or Facebook is public there, but quoting it here still needs their yes. Every review that is not a sample needs it.',
      initialValue: false,
      validation: (rule) =>
        rule.custom((value, context) => {
          const document = context.document as { sample?: boolean } | undefined
          return document?.sample || value === true || 'Ask the customer first: a real review is shown only with their permission.'
        }),
    }),
    sampleField('review'),
    orderRankField('testimonial'),
  ],
  orderings: [
    orderRankOrdering,
    { title: 'Newest first', name: 'date', by: [{ field: 'date', direction: 'desc' }] },
    { title: 'Name A-Z', name: 'name', by: [{ field: 'name', direction: 'asc' }] },
    { title: 'Most stars first', name: 'rating', by: [{ field: 'rating', direction: 'desc' }] },
  ],
  preview: {
    select: { title: 'name', location: 'location', rating: 'rating', sample: 'sample', source: 'source', date: 'date' },
    prepare: ({ title, location, rating, sample, source, date }) => ({
      title: sample ? `${title ?? ''} (sample)` : title,
      subtitle: [`${'★'.repeat(rating ?? 0)} ${location ?? ''}`, source, date].filter(Boolean).join(' · '),
    }),
  },
})
