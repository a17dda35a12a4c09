import { defineArrayMember, defineField, defineType } from 'sanity'
import { TagIcon } from '@sanity/icons/Tag'
import { knownPlaceholders } from '../validation.ts'

export const special = defineType({
  name: 'special',
  title: 'Special offer',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The name of the offer, for example "First Treatment Free".',
      validation: (rule) => rule.required().max(60),
    }),
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
      description: 'Short lines with a check mark on the card: who qualifies, how long it runs, what is included.',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: 'ctaLabel',
      title: 'Button text',
      type: 'string',
      description: 'For example "Claim This Offer". The button opens the estimate form.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'popular',
      title: 'Highlight this offer',
      type: 'boolean',
      description: 'Draws the card in the accent color. Highlight one offer at most.',
      initialValue: false,
    }),
  ],
  preview: {
    select: { title: 'title', discount: 'discount', popular: 'popular' },
    prepare: ({ title, discount, popular }) => ({ title, subtitle: `${discount ?? ''}${popular ? ' · highlighted' : ''}` }),
  },
})
