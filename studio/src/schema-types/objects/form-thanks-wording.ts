import { defineField, defineType } from 'sanity'
import { PLACEHOLDER_HELP } from '../fields.ts'
import { knownPlaceholders } from '../validation.ts'

const line = (name: string, title: string, description: string, max: number) =>
  defineField({
    name,
    title,
    type: name.endsWith('Text') ? 'text' : 'string',
    ...(name.endsWith('Text') ? { rows: 3 } : {}),
    description: `${description} ${PLACEHOLDER_HELP}`,
    validation: (rule) => rule.required().max(max).custom(knownPlaceholders),
  })

/**
 * The pages a form leads to when it was sent before the page's scripts ran (a slow phone) or without
 * them: with scripts the form says Thank You! where it is instead.
 */
export const formThanksWording = defineType({
  name: 'formThanksWording',
  title: 'Thank-you pages',
  type: 'object',
  description:
    'Shown after a form is sent on a phone that had not loaded the page completely, or with JavaScript off. Otherwise the form thanks the visitor in place.',
  fields: [
    line('leadHeading', 'After a request: heading', 'The heading after a free-estimate or contact form.', 80),
    line('leadText', 'After a request: text', 'What happens next: when the office answers, and the phone number for anything urgent.', 400),
    line('newsletterHeading', 'After a newsletter sign-up: heading', 'The heading after the blog newsletter box.', 80),
    line('newsletterText', 'After a newsletter sign-up: text', 'What the reader will receive, and how to stop it.', 400),
    line('optOutHeading', 'After an opt-out: heading', 'The heading after the opt-out form.', 80),
    line('optOutText', 'After an opt-out: text', 'That the request is recorded and when it takes effect.', 400),
    line('homeLabel', 'Link back', 'The link to the home page under the text, for example "Back to the home page".', 40),
  ],
})
