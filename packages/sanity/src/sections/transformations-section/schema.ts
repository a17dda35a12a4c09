import { defineType } from 'sanity'
import { ImagesIcon } from '@sanity/icons/Images'
import { headingField, introField, referenceList } from '../shared/schema-fields.ts'

export const transformationsSection = defineType({
  name: 'transformationsSection',
  title: 'Before and after',
  type: 'object',
  icon: ImagesIcon,
  fields: [headingField, introField, referenceList('transformations', 'Transformations', 'transformation', 'The cases to show.', 1, 12)],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Before and after' }) },
})
