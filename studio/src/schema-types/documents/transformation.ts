import { defineArrayMember, defineField, defineType } from 'sanity'
import { ImagesIcon } from '@sanity/icons/Images'
import { sampleField } from '../sample-field.ts'

export const transformation = defineType({
  name: 'transformation',
  title: 'Before and after',
  type: 'document',
  icon: ImagesIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'What changed, for example "Chinch bug damage to a full lawn".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'location',
      title: 'Town or neighborhood',
      type: 'string',
      description: 'Where the yard is. No street address.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'service',
      title: 'Service',
      type: 'string',
      description: 'The plan or treatment that did it, for example "Lawn + Shrub Program".',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'description',
      description: 'What the property looked like and what was done, in one or two sentences.',
      title: 'What we found and did',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(400),
    }),
    defineField({
      name: 'beforeImage',
      title: 'Before',
      type: 'imageWithAlt',
      description: 'Taken before the first visit. Use the same angle for the after picture.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'afterImage',
      title: 'After',
      type: 'imageWithAlt',
      description: 'Taken from the same spot once the work shows. Also the picture in the Studio list.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'results',
      title: 'Results',
      type: 'array',
      description: 'Short lines with what the customer got, for example "Thick, even turf in 10 weeks".',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    sampleField('before-and-after card'),
  ],
  preview: {
    select: { title: 'title', service: 'service', location: 'location', media: 'afterImage' },
    prepare: ({ title, service, location, media }) => ({ title, subtitle: [service, location].filter(Boolean).join(' · '), media }),
  },
})
