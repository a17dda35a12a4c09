import { defineField, defineType } from 'sanity'
import { BellIcon } from '@sanity/icons/Bell'
import { headingField, introField } from '../shared/schema-fields.ts'

const label = (name: string, title: string, description: string, max = 120) =>
  defineField({ name, title, type: 'string', description, validation: (rule) => rule.required().max(max) })

export const optOutSection = defineType({
  name: 'optOutSection',
  title: 'Opt-out form',
  type: 'object',
  icon: BellIcon,
  description:
    'The form where a person withdraws consent to texts or e-mails. Each request is stored with its time and forwarded to the CRM; the office sees it in "pnpm leads opt-outs".',
  fields: [
    headingField,
    introField,
    label('emailLabel', 'E-mail field label', 'Label of the e-mail field.', 60),
    label('phoneLabel', 'Phone field label', 'Label of the phone field.', 60),
    label('channelsLabel', 'Choice heading', 'The question above the choice of texts, e-mails or both.', 80),
    label('textsLabel', 'Texts option', 'The option that stops text messages (and calls) to the phone number.', 80),
    label('emailsLabel', 'E-mails option', 'The option that stops e-mails to the address.', 80),
    label('bothLabel', 'Both option', 'The option that stops both.', 80),
    label('buttonLabel', 'Button text', 'The button that sends the request.', 40),
    defineField({
      name: 'successMessage',
      title: 'Confirmation',
      type: 'text',
      rows: 2,
      description: 'Shown once the request is stored. Say when it takes effect (the law allows at most 10 business days).',
      validation: (rule) => rule.required().max(300),
    }),
  ],
  preview: { select: { title: 'heading' }, prepare: ({ title }) => ({ title, subtitle: 'Opt-out form' }) },
})
