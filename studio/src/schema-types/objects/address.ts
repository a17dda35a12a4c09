import { defineField, defineType } from 'sanity'
import { PinIcon } from '@sanity/icons/Pin'

export const address = defineType({
  name: 'postalAddress',
  title: 'Address',
  type: 'object',
  icon: PinIcon,
  fields: [
    defineField({
      name: 'street',
      description: 'The street and number, for example "4521 Baymeadows Rd".',
      title: 'Street and suite',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'city',
      description: 'The city, for example "Jacksonville".',
      title: 'City',
      type: 'string',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'region',
      title: 'State',
      type: 'string',
      description: 'Two letters, for example FL.',
      validation: (rule) => rule.required().length(2),
    }),
    defineField({
      name: 'postalCode',
      description: 'The five-digit ZIP code.',
      title: 'ZIP code',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\d{5}$/, { name: 'five digits' })
          .error('Write the five-digit ZIP code, for example 32256.'),
    }),
    defineField({
      name: 'latitude',
      title: 'Latitude',
      type: 'number',
      description:
        'Where the office is, for search engines and the service radius: the ZIP code check serves every ZIP code whose area centre lies within the radius of this point. Decimal degrees, for example 30.2166.',
      validation: (rule) => rule.required().min(-90).max(90),
    }),
    defineField({
      name: 'longitude',
      title: 'Longitude',
      type: 'number',
      description: 'Decimal degrees, for example -81.5500 (negative: west).',
      validation: (rule) => rule.required().min(-180).max(180),
    }),
  ],
})
