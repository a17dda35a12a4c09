import { defineField, defineType } from 'sanity'
import { ThListIcon } from '@sanity/icons/ThList'

// A fact box placed inside an article: only a reference, so the facts themselves stay in one
// document (Blog > Fact boxes) and every article showing them changes with one edit.
export const factBox = defineType({
  name: 'factBox',
  title: 'Fact box',
  type: 'object',
  icon: ThListIcon,
  fields: [
    defineField({
      name: 'fact',
      title: 'Fact box',
      type: 'reference',
      to: [{ type: 'factSheet' }],
      description: 'Which fact box to show here. Its wording is edited under Blog > Fact boxes, once for every article.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'fact.title' },
    prepare: ({ title }) => ({ title: title ?? 'Choose a fact box', subtitle: 'Fact box' }),
  },
})
