import { defineField, defineType } from 'sanity'
import { LaunchIcon } from '@sanity/icons/Launch'
import { sitePath } from '../validation.ts'

// A button either goes to an address or opens the page's estimate form in a pop-up window.
export const cta = defineType({
  name: 'cta',
  title: 'Button',
  type: 'object',
  icon: LaunchIcon,
  fields: [
    defineField({
      name: 'label',
      description: 'The text on the button.',
      title: 'Button text',
      type: 'string',
      validation: (rule) => rule.required().max(50),
    }),
    defineField({
      name: 'action',
      description: 'What the button does: open the estimate pop-up, call the office, or go to an address.',
      title: 'What the button does',
      type: 'string',
      options: {
        list: [
          { title: 'Go to a page', value: 'link' },
          { title: 'Open the estimate form pop-up', value: 'estimate' },
        ],
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'link',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'href',
      title: 'Address',
      type: 'string',
      description:
        'Where the button goes, such as /contact, or {reviewUrl} for the Google review link in Site settings. Needed when the button goes to a page.',
      hidden: ({ parent }) => parent?.action === 'estimate',
      validation: (rule) =>
        rule.custom((value, context) => {
          const parent = context.parent as { action?: string } | undefined
          if (parent?.action === 'estimate') return true
          if (!value) return 'Add the address the button goes to.'
          return sitePath(value)
        }),
    }),
  ],
  preview: { select: { title: 'label', subtitle: 'href' } },
})
