import { defineField, defineType } from 'sanity'
import { BellIcon } from '@sanity/icons/Bell'
import { knownPlaceholders } from '../shared/schema-fields.ts'

export const noticeBand = defineType({
  name: 'noticeBand',
  title: 'Notice',
  type: 'object',
  icon: BellIcon,
  description: 'One short line visitors should not miss (a seasonal change, a closed day), with an optional link.',
  fields: [
    defineField({
      name: 'text',
      title: 'Message',
      type: 'string',
      description: 'One or two sentences. You can use placeholders such as {phone}.',
      validation: (rule) => rule.required().max(200).custom(knownPlaceholders),
    }),
    defineField({
      name: 'tone',
      title: 'Color',
      type: 'string',
      description: 'Green for news, amber for something that changes a visit (a closure, watering rules).',
      options: {
        list: [
          { title: 'News (green)', value: 'news' },
          { title: 'Heads-up (amber)', value: 'alert' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'news',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'link',
      title: 'Link (optional)',
      type: 'link',
      description: 'Where to read more, shown after the message.',
    }),
  ],
  preview: { select: { title: 'text' }, prepare: ({ title }) => ({ title, subtitle: 'Notice' }) },
})
