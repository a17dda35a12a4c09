import { defineType } from 'sanity'
import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { optionalHeadingField, introField } from '../shared/schema-fields.ts'

export const quizSection = defineType({
  name: 'quizSection',
  title: 'Lawn quiz',
  type: 'object',
  icon: HelpCircleIcon,
  description: 'The quiz from the Quiz document.',
  fields: [optionalHeadingField, introField],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title: title || 'Lawn quiz', subtitle: 'Lawn quiz' }) },
})
