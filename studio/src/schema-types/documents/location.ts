import { defineArrayMember, defineField, defineType } from 'sanity'
import { PinIcon } from '@sanity/icons/Pin'
import { SECTION_TYPES } from '@site/sanity/sections/schemas'
import { knownPlaceholders } from '../validation.ts'
import { orderRankField, orderRankOrdering } from '../fields.ts'

/** Fewer words than this and the page is mostly the wording every town page shares. */
const GUIDE_MIN_WORDS = 250

const wordCount = (blocks: unknown): number =>
  (Array.isArray(blocks) ? blocks : [])
    .flatMap((block: { children?: { text?: unknown }[] }) => block.children ?? [])
    .map((child) => (typeof child.text === 'string' ? child.text : ''))
    .join(' ')
    .split(/\s+/)
    .filter(Boolean).length

export const location = defineType({
  name: 'location',
  title: 'Town',
  type: 'document',
  icon: PinIcon,
  groups: [
    { name: 'content', title: 'Content', default: true },
    { name: 'details', title: 'Details card' },
    { name: 'seo', title: 'Search and sharing' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Town',
      type: 'string',
      group: 'content',
      description: 'The town as locals write it, for example "Ponte Vedra Beach". Fills {town} in this page\'s texts.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'slug',
      group: 'content',
      description: 'The page is /locations/<this>.',
      options: { source: 'name' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Page heading',
      type: 'string',
      group: 'content',
      description: 'The big heading at the top of the town page.',
      validation: (rule) => rule.required().max(90),
    }),
    defineField({
      name: 'tagline',
      title: 'Tagline',
      type: 'text',
      rows: 2,
      group: 'content',
      description: 'One or two sentences under the heading.',
      validation: (rule) => rule.required().max(260),
    }),
    defineField({
      name: 'description',
      description: 'The paragraph about the town at the top of its page.',
      title: 'Description in search results',
      type: 'text',
      rows: 2,
      group: 'seo',
      validation: (rule) => rule.required().max(200),
    }),
    defineField({
      name: 'services',
      title: 'Services offered here',
      type: 'array',
      group: 'content',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'page' }] })],
      description: 'Service and pest pages listed on the town page.',
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'population',
      title: 'Population served',
      type: 'string',
      group: 'details',
      description: 'For example 25,000+.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'zipCodes',
      title: 'ZIP codes',
      type: 'array',
      group: 'details',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) =>
            rule
              .regex(/^\d{5}(-\d{5})?$/, { name: 'ZIP or ZIP range' })
              .error('Write a five-digit ZIP code, or a range such as 32207-32211.'),
        }),
      ],
      description: 'Five digits each; a range is written 32207-32211.',
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'neighborhoods',
      title: 'Neighborhoods and communities',
      type: 'array',
      group: 'details',
      description: 'Five to eight places people in this area would recognize, each with the ZIP code it sits in.',
      of: [defineArrayMember({ type: 'townArea' })],
      validation: (rule) => rule.required().min(5).max(8).unique(),
    }),
    defineField({
      name: 'frequency',
      title: 'Service frequency',
      type: 'string',
      group: 'details',
      description: 'How often we visit, for example "Every 6-8 weeks".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'responseTime',
      title: 'Response time',
      type: 'string',
      group: 'details',
      description: 'How soon we can come out, for example "Same or next business day".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'localNote',
      title: 'Local expertise',
      type: 'text',
      rows: 3,
      group: 'details',
      description: 'What is particular about lawns and pests here (soil, water, common problems).',
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'guide',
      title: 'About lawns and pests here',
      type: 'blockContent',
      group: 'content',
      description: `What is true of this town and no other: its mosquito control district or county program, its county's UF/IFAS Extension office, its soils and grasses, its neighborhoods, what we see on its lawns. Write it for this town alone (at least ${GUIDE_MIN_WORDS} words): search engines treat town pages that repeat each other as doorway pages. Shown under the details card, headed by Town page wording > Local guide heading; "Section heading" here becomes a sub-heading.`,
      validation: (rule) => [
        rule.required().custom(knownPlaceholders),
        rule
          .custom(
            (value) =>
              wordCount(value) >= GUIDE_MIN_WORDS || `${wordCount(value)} words: write at least ${GUIDE_MIN_WORDS} about this town.`,
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'articles',
      title: 'Articles about this area',
      type: 'array',
      group: 'content',
      description:
        'One to four blog articles about this town, its county or its coast, listed under the local guide. Drag to change the order.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'post' }] })],
      validation: (rule) => rule.required().min(1).max(4).unique(),
    }),
    defineField({
      name: 'testimonial',
      title: 'Review',
      type: 'reference',
      group: 'content',
      description: 'A review from a customer in or near this town.',
      to: [{ type: 'testimonial' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'sections',
      title: 'Extra sections',
      type: 'array',
      group: 'content',
      description: 'Optional blocks shown after the details, for towns with their own dedicated content.',
      of: SECTION_TYPES.map((type) => defineArrayMember({ type })),
    }),
    orderRankField('location'),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { title: 'name', population: 'population', zips: 'zipCodes' },
    prepare: ({ title, population, zips }) => ({ title, subtitle: `${population ?? ''} · ${(zips ?? []).join(', ')}` }),
  },
})
