import { defineArrayMember, defineField, defineType } from 'sanity'
import { ImagesIcon } from '@sanity/icons/Images'

export const transformation = defineType({
  name: 'transformation',
  title: 'Before and after',
  type: 'document',
  icon: ImagesIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'location', title: 'Town or neighborhood', type: 'string', validation: (rule) => rule.required() }),
    defineField({ name: 'service', title: 'Service', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'description',
      title: 'What we found and did',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({ name: 'beforeImage', title: 'Before', type: 'imageWithAlt', validation: (rule) => rule.required() }),
    defineField({ name: 'afterImage', title: 'After', type: 'imageWithAlt', validation: (rule) => rule.required() }),
    defineField({
      name: 'results',
      title: 'Results',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'location', media: 'afterImage' } },
})
