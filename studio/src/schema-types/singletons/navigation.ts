import { defineArrayMember, defineField, defineType } from 'sanity'
import { MenuIcon } from '@sanity/icons/Menu'

const links = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'array',
    description,
    of: [defineArrayMember({ type: 'link' })],
    validation: (rule) => rule.required().min(1),
  })

export const navigation = defineType({
  name: 'navigation',
  title: 'Menus',
  type: 'document',
  icon: MenuIcon,
  fields: [
    defineField({
      name: 'header',
      title: 'Header menu',
      type: 'array',
      description: 'Each group opens a drop-down on wide screens and a collapsible list on phones.',
      of: [defineArrayMember({ type: 'navGroup' })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: 'contactLabel',
      description: 'The text of the Contact button at the right of the header.',
      title: 'Contact button text',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'contactDialog',
      title: 'Contact pop-up',
      type: 'object',
      description: 'The form that opens from the Contact button on wide screens.',
      fields: [
        defineField({
          name: 'title',
          description: 'The heading at the top of the contact pop-up.',
          title: 'Title',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: 'text',
          description: 'An optional sentence under the heading of the contact pop-up.',
          title: 'Text',
          type: 'string',
        }),
        defineField({
          name: 'buttonLabel',
          description: 'The text of the button that sends the contact form.',
          title: 'Send button text',
          type: 'string',
          validation: (rule) => rule.required(),
        }),
      ],
      validation: (rule) => rule.required(),
    }),
    links('footerServices', 'Footer: services', 'Service links in the footer.'),
    links('footerQuickLinks', 'Footer: quick links', 'Company links in the footer.'),
    links('footerAreas', 'Footer: service areas', 'Town links in the footer.'),
  ],
  preview: { prepare: () => ({ title: 'Menus' }) },
})
