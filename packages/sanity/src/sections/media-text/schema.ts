import { defineField, defineType } from 'sanity'
import { ImageIcon } from '@sanity/icons/Image'
import { headingField, knownPlaceholders } from '../shared/schema-fields.ts'

export const mediaText = defineType({
  name: 'mediaText',
  title: 'Picture and text',
  type: 'object',
  icon: ImageIcon,
  description: 'A picture beside a few paragraphs, such as the owner story.',
  fields: [
    defineField({
      name: 'eyebrow',
      description: 'The small label above the heading.',
      title: 'Small line above the heading',
      type: 'string',
    }),
    headingField,
    defineField({
      name: 'body',
      description: 'The text beside the picture.',
      title: 'Text',
      type: 'blockContent',
      validation: (rule) => rule.required().custom(knownPlaceholders),
    }),
    defineField({
      name: 'image',
      description: 'The picture beside the text.',
      title: 'Picture',
      type: 'imageWithAlt',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'imageSide',
      description: 'Which side of the text the picture sits on wide screens.',
      title: 'Picture on the',
      type: 'string',
      options: { list: ['left', 'right'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'right',
    }),
  ],
  preview: { select: { title: 'heading', media: 'image' } },
})
