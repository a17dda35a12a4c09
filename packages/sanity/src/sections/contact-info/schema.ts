import { defineField, defineType } from 'sanity'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { headingField, introField } from '../shared/schema-fields.ts'

export const contactInfo = defineType({
  name: 'contactInfo',
  title: 'Contact details',
  type: 'object',
  icon: EnvelopeIcon,
  description: 'Phone, e-mail, address and hours from Site settings, as cards or as a compact block.',
  fields: [
    headingField,
    introField,
    defineField({
      name: 'variant',
      description: 'How the contact details are laid out.',
      title: 'Layout',
      type: 'string',
      options: { list: ['cards', 'compact'], layout: 'radio', direction: 'horizontal' },
      initialValue: 'cards',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'showHours',
      description: 'Shows the opening hours from site settings.',
      title: 'Show business hours',
      type: 'boolean',
      initialValue: true,
    }),
    defineField({
      name: 'showAddress',
      description: 'Shows the office address from site settings.',
      title: 'Show street address',
      type: 'boolean',
      initialValue: true,
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Contact details' }) },
})
