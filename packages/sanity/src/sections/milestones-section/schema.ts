import { defineType } from 'sanity'
import { TimelineIcon } from '@sanity/icons/Timeline'
import { headingField, introField, referenceList } from '../shared/schema-fields.ts'

export const milestonesSection = defineType({
  name: 'milestonesSection',
  title: 'Timeline',
  type: 'object',
  icon: TimelineIcon,
  fields: [headingField, introField, referenceList('milestones', 'Milestones', 'milestone', 'The milestones, oldest first.', 1, 20)],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Timeline' }) },
})
