import { defineField, defineType } from 'sanity'
import { LinkIcon } from '@sanity/icons/Link'
import { sitePath } from '../validation.ts'

export const link = defineType({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'label',
      title: 'Text',
      type: 'string',
      description: 'The words visitors click.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'href',
      title: 'Address',
      type: 'string',
      description:
        'A page of this site such as /pricing, a full address starting with https://, or {reviewUrl} for the Google review link in Site settings.',
      validation: (rule) => rule.required().custom(sitePath),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
})
