import { defineField, defineType } from 'sanity'
import { PinIcon } from '@sanity/icons/Pin'

const text = (name: string, title: string, description?: string) =>
  defineField({ name, title, type: 'string', description, validation: (rule) => rule.required().max(140) })

export const locationSettings = defineType({
  name: 'locationSettings',
  title: 'Town page wording',
  type: 'document',
  icon: PinIcon,
  description: 'The wording every town page shares. Write {town} where the town name belongs.',
  fields: [
    text('areaTag', 'Tag above the heading', 'For example "Service Area".'),
    text('estimateLabel', 'Estimate button', 'The text of the estimate button on a town page.'),
    text('estimateDialogTitle', 'Estimate pop-up title', 'The heading of the estimate pop-up; write {town} for the town name.'),
    defineField({
      name: 'estimateDialogText',
      description: 'An optional sentence under the heading of the estimate pop-up. Write {town} for the town name.',
      title: 'Estimate pop-up text',
      type: 'string',
      validation: (rule) => rule.max(200),
    }),
    text('estimateDialogButton', 'Estimate pop-up send button', 'The text of the button that sends the estimate pop-up form.'),
    text('servicesHeading', 'Services heading', 'For example "Our Services in {town}".'),
    text('detailsHeading', 'Details card heading', 'The heading of the card listing population, ZIP codes and neighborhoods.'),
    text('populationLabel', 'Label: population', 'The label before the population of the town in the details card.'),
    text('zipLabel', 'Label: ZIP codes', 'The label before the ZIP codes in the details card.'),
    text('neighborhoodsLabel', 'Label: neighborhoods', 'The label before the neighborhoods in the details card.'),
    text('frequencyLabel', 'Label: frequency', 'The label before how often the town is treated.'),
    text('responseLabel', 'Label: response time', 'The label before how soon the office answers.'),
    text('expertiseLabel', 'Label: local expertise', 'The label before what the crew knows about the town.'),
    text(
      'guideHeading',
      'Local guide heading',
      'The heading above the town\'s own guide (Town > About lawns and pests here), for example "Lawns and Pests in {town}".',
    ),
    text('articlesHeading', 'Articles heading', 'The heading above the articles a town page lists, for example "Read More About {town}".'),
    text(
      'testimonialHeading',
      'Review heading',
      'The heading above the review on a town page. While it shows a sample review, do not call it a customer\'s: "What a Visit Looks Like".',
    ),
    text('ctaHeading', 'Closing heading', 'The heading of the box at the bottom of a town page; write {town} for the town name.'),
    defineField({
      name: 'ctaText',
      description: 'The paragraph under the closing heading at the bottom of a town page. Write {town} for the town name.',
      title: 'Closing text',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required(),
    }),
    text('ctaButtonLabel', 'Closing button', 'For example "Get Your Free {town} Estimate".'),
  ],
  preview: { prepare: () => ({ title: 'Town page wording' }) },
})
