import { defineField, defineType } from 'sanity'
import { TagIcon } from '@sanity/icons/Tag'
import { headingField, introField, referenceList } from '../shared/schema-fields.ts'

export const specialsSection = defineType({
  name: 'specialsSection',
  title: 'Special offers',
  type: 'object',
  icon: TagIcon,
  fields: [
    headingField,
    introField,
    referenceList('specials', 'Offers', 'special', 'The offers to show.', 1, 6),
    defineField({
      name: 'buttonAction',
      description: 'What the offer buttons do: open the offer form pop-up here, or lead to the Specials page.',
      title: 'Offer buttons',
      type: 'string',
      options: {
        list: [
          { title: 'Open the offer form pop-up', value: 'modal' },
          { title: 'Go to the Specials page', value: 'link' },
        ],
        layout: 'radio',
      },
      initialValue: 'modal',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Special offers' }) },
})
