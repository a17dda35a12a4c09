import { defineType } from 'sanity'
import { BillIcon } from '@sanity/icons/Bill'
import { optionalHeadingField, introField } from '../fields.ts'

export const estimatorSection = defineType({
  name: 'estimatorSection',
  title: 'Price estimator',
  type: 'object',
  icon: BillIcon,
  description: 'Monthly price calculator built from the plans and pricing rules.',
  fields: [optionalHeadingField, introField],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Price estimator', subtitle: 'Price estimator' }) },
})
