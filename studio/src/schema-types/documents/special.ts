import { defineArrayMember, defineField, defineType } from 'sanity'
import { TagIcon } from '@sanity/icons/Tag'
import { knownPlaceholders } from '../validation.ts'

export const special = defineType({
  name: 'special',
  title: 'Special offer',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(60) }),
    defineField({
      name: 'discount',
      title: 'Offer in a few words',
      type: 'string',
      description: 'The big line on the card, for example "FREE" or "10% OFF".',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(300).custom(knownPlaceholders),
    }),
    defineField({
      name: 'features',
      title: 'Details',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({ name: 'ctaLabel', title: 'Button text', type: 'string', validation: (rule) => rule.required().max(40) }),
    defineField({ name: 'popular', title: 'Highlight this offer', type: 'boolean', initialValue: false }),
  ],
  preview: { select: { title: 'title', subtitle: 'discount' } },
})
