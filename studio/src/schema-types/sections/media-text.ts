import { defineField, defineType } from 'sanity'
import { ImageIcon } from '@sanity/icons/Image'
import { headingField } from '../fields.ts'
import { knownPlaceholders } from '../validation.ts'

export const mediaText = defineType({
  name: 'mediaText',
  title: 'Picture and text',
  type: 'object',
  icon: ImageIcon,
  description: 'A picture beside a few paragraphs, such as the owner story.',
  fields: [
    defineField({ name: 'eyebrow', title: 'Small line above the heading', type: 'string' }),
    headingField,
    defineField({ name: 'body', title: 'Text', type: 'blockContent', validation: (rule) => rule.required().custom(knownPlaceholders) }),
    defineField({ name: 'image', title: 'Picture', type: 'imageWithAlt', validation: (rule) => rule.required() }),
    defineField({
      name: 'imageSide',
      title: 'Picture on the',
      type: 'string',
      options: { list: ['left', 'right'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'right',
    }),
  ],
  preview: { select: { title: 'heading', media: 'image' } },
})
