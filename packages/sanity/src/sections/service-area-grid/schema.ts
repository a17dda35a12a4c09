import { defineType } from 'sanity'
import { PinIcon } from '@sanity/icons/Pin'
import { headingField, introField, referenceList } from '../shared/schema-fields.ts'

export const serviceAreaGrid = defineType({
  name: 'serviceAreaGrid',
  title: 'Service areas',
  type: 'object',
  icon: PinIcon,
  description: 'Links to the town pages.',
  fields: [headingField, introField, referenceList('locations', 'Towns', 'location', 'The towns to show.', 1, 30)],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Service areas' }) },
})
