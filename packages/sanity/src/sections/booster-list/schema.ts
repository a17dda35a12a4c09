import { defineType } from 'sanity'
import { CalendarIcon } from '@sanity/icons/Calendar'
import { optionalHeadingField, introField } from '../shared/schema-fields.ts'

export const boosterList = defineType({
  name: 'boosterList',
  title: 'Seasonal boosters',
  type: 'object',
  icon: CalendarIcon,
  description: 'The booster treatments from Pricing rules, with their months.',
  fields: [optionalHeadingField, introField],
  preview: {
    select: { title: 'heading' },
    prepare: ({ title }) => ({ title: title || 'Seasonal boosters', subtitle: 'Seasonal boosters' }),
  },
})
