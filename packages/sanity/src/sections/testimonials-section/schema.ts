import { defineField, defineType } from 'sanity'
import { CommentIcon } from '@sanity/icons/Comment'
import { headingField, introField } from '../shared/schema-fields.ts'

export const testimonialsSection = defineType({
  name: 'testimonialsSection',
  title: 'Customer reviews',
  type: 'object',
  icon: CommentIcon,
  fields: [
    headingField,
    introField,
    defineField({
      name: 'testimonials',
      title: 'Reviews',
      type: 'array',
      description:
        'The reviews to show, up to six. Drag to change the order. On a page set to show its own reviews (below), these show only until the first real review of the service is published.',
      of: [{ type: 'reference', to: [{ type: 'testimonial' }] }],
      validation: (rule) =>
        rule
          .max(6)
          .unique()
          .custom((value, context) => {
            const section = context.parent as { ownReviews?: boolean } | undefined
            return (
              (value?.length ?? 0) > 0 || section?.ownReviews === true || "Choose at least one review, or show this page's own reviews."
            )
          }),
    }),
    defineField({
      name: 'ownReviews',
      title: "Show this page's own reviews",
      type: 'boolean',
      initialValue: false,
      description:
        "For a service page: show the newest real reviews that name this page as their service (published, with the customer's permission) in place of the ones chosen above. The section is left out while there are none and none are chosen.",
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Customer reviews' }) },
})
