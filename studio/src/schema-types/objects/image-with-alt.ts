import { defineField, defineType } from 'sanity'
import { ImageIcon } from '@sanity/icons/Image'

export const imageWithAlt = defineType({
  name: 'imageWithAlt',
  title: 'Image',
  type: 'image',
  icon: ImageIcon,
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'string',
      description: 'What the picture shows, for visitors who use a screen reader and for search engines. One plain sentence.',
      validation: (rule) => rule.required().min(5).max(180).error('Describe the image in 5 to 180 characters.'),
    }),
  ],
})
