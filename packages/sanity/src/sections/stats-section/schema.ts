import { defineType } from 'sanity'
import { BarChartIcon } from '@sanity/icons/BarChart'
import { headingField, introField, referenceList } from '../shared/schema-fields.ts'

export const statsSection = defineType({
  name: 'statsSection',
  title: 'Figures',
  type: 'object',
  icon: BarChartIcon,
  fields: [headingField, introField, referenceList('stats', 'Figures', 'stat', 'The figures to show.', 1, 8)],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Figures' }) },
})
