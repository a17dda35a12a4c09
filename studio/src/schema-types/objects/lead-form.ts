import { defineField, defineType } from 'sanity'
import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { PAGE_FORM_IDS } from '@site/leads/forms'

export const leadForm = defineType({
  name: 'leadForm',
  title: 'Estimate form',
  type: 'object',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'formId',
      title: 'Form',
      type: 'string',
      description:
        'Which form this is. The name travels with every request so the office knows where it came from; keep the one each page already has.',
      options: { list: PAGE_FORM_IDS.map((value) => ({ title: value, value })) },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'heading',
      description: 'The heading above the form.',
      title: 'Form heading',
      type: 'string',
      initialValue: 'Get Your Free Estimate',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'text',
      description: 'An optional sentence under the heading.',
      title: 'Line under the heading',
      type: 'string',
      validation: (rule) => rule.max(160),
    }),
    defineField({
      name: 'buttonLabel',
      description: 'The text of the button that sends the form.',
      title: 'Send button text',
      type: 'string',
      initialValue: 'Get Free Estimate',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: { select: { title: 'heading', subtitle: 'formId' } },
})
