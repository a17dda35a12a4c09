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
    text('estimateLabel', 'Estimate button'),
    text('estimateDialogTitle', 'Estimate pop-up title'),
    defineField({ name: 'estimateDialogText', title: 'Estimate pop-up text', type: 'string', validation: (rule) => rule.max(200) }),
    text('estimateDialogButton', 'Estimate pop-up send button'),
    text('servicesHeading', 'Services heading', 'For example "Our Services in {town}".'),
    text('detailsHeading', 'Details card heading'),
    text('populationLabel', 'Label: population'),
    text('zipLabel', 'Label: ZIP codes'),
    text('neighborhoodsLabel', 'Label: neighborhoods'),
    text('frequencyLabel', 'Label: frequency'),
    text('responseLabel', 'Label: response time'),
    text('expertiseLabel', 'Label: local expertise'),
    text('testimonialHeading', 'Review heading'),
    text('ctaHeading', 'Closing heading'),
    defineField({ name: 'ctaText', title: 'Closing text', type: 'text', rows: 2, validation: (rule) => rule.required() }),
    text('ctaButtonLabel', 'Closing button', 'For example "Get Your Free {town} Estimate".'),
  ],
  preview: { prepare: () => ({ title: 'Town page wording' }) },
})
