import { defineType } from 'sanity'
import { CommentIcon } from '@sanity/icons/Comment'
import { headingField, introField, referenceList } from '../shared/schema-fields.ts'

export const testimonialsSection = defineType({
  name: 'testimonialsSection',
  title: 'Customer reviews',
  type: 'object',
  icon: CommentIcon,
  fields: [headingField, introField, referenceList('testimonials', 'Reviews', 'testimonial', 'The reviews to show.', 1, 6)],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Customer reviews' }) },
})
