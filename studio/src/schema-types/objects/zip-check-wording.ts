import { defineField, defineType } from 'sanity'
import { PLACEHOLDER_HELP } from '../fields.ts'
import { knownPlaceholders } from '../validation.ts'

const line = (name: string, title: string, description: string, max = 160) =>
  defineField({
    name,
    title,
    type: 'string',
    description: `${description} ${PLACEHOLDER_HELP}`,
    validation: (rule) => rule.required().max(max).custom(knownPlaceholders),
  })

/** The words of the "Do we serve your area?" box, written once for the home page, contact page and town pages. */
export const zipCheckWording = defineType({
  name: 'zipCheckWording',
  title: 'ZIP code check',
  type: 'object',
  description:
    'The box where visitors type a ZIP code to see whether it is served: every ZIP code within the service radius of the office (Hours, payment, rating) and every ZIP code a town page lists.',
  fields: [
    line('heading', 'Heading', 'Above the box.', 80),
    line('intro', 'Introduction', 'One sentence under the heading.', 200),
    line('label', 'Field label', 'The label of the ZIP code field.', 40),
    line('buttonLabel', 'Button text', 'The button that checks the ZIP code.', 30),
    line('servedText', 'Answer when served', 'Shown when the ZIP code is served; a link to the town page it belongs with follows.'),
    line('townLabel', 'Town link text', 'Before the town\'s name in the link to its page, for example "See lawn and pest care in".', 80),
    line(
      'notServedText',
      'Answer when not served',
      'Shown when the ZIP code is outside the radius and no town page lists it. Say plainly that it is outside the area, and that the visitor may still send the form.',
      300,
    ),
  ],
})
