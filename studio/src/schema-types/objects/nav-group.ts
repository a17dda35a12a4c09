import { defineArrayMember, defineField, defineType } from 'sanity'
import { MenuIcon } from '@sanity/icons/Menu'

export const navGroup = defineType({
  name: 'navGroup',
  title: 'Menu group',
  type: 'object',
  icon: MenuIcon,
  fields: [
    defineField({
      name: 'label',
      description: 'The name of the menu group, as shown in the header.',
      title: 'Group name',
      type: 'string',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'links',
      description: 'The links in this group, in the order shown.',
      title: 'Links',
      type: 'array',
      of: [defineArrayMember({ type: 'link' })],
      validation: (rule) => rule.required().min(1).max(14),
    }),
  ],
  preview: {
    select: { title: 'label', links: 'links' },
    prepare: ({ title, links }) => ({ title, subtitle: `${links?.length ?? 0} links` }),
  },
})
