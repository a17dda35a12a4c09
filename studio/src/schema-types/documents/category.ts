import { defineField, defineType } from 'sanity'
import { TagsIcon } from '@sanity/icons/Tags'

export const category = defineType({
  name: 'category',
  title: 'Article category',
  type: 'document',
  icon: TagsIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Name',
      type: 'string',
      description: 'Shown on article cards and as the category page heading.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'slug',
      description: 'The category page is /blog/category/<this>.',
      options: { source: 'title' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      description: 'One or two sentences at the top of the category page, and its summary in search results.',
      title: 'Description',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(240),
    }),
  ],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({ title, subtitle: slug ? `/blog/category/${slug}` : 'No address yet' }),
  },
})
