import { defineField, defineType } from 'sanity'
import { CommentIcon } from '@sanity/icons/Comment'
import { orderRankField, orderRankOrdering } from '../fields.ts'
import { sampleField } from '../sample-field.ts'

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
    sampleField('review'),
    orderRankField('testimonial'),
  ],
  orderings: [
    orderRankOrdering,
    { title: 'Name A-Z', name: 'name', by: [{ field: 'name', direction: 'asc' }] },
    { title: 'Most stars first', name: 'rating', by: [{ field: 'rating', direction: 'desc' }] },
  ],
  preview: {
    select: { title: 'name', location: 'location', rating: 'rating' },
    prepare: ({ title, location, rating }) => ({ title, subtitle: `${'★'.repeat(rating ?? 0)} ${location ?? ''}` }),
  },
})
