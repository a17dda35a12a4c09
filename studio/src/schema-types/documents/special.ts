import { defineArrayMember, defineField, defineType, type ValidationContext } from 'sanity'
import { TagIcon } from '@sanity/icons/Tag'
import { OFFER_STATE_TITLES, offerState } from '@site/sanity/offer-window'
import { knownPlaceholders } from '../validation.ts'
import { orderRankField, orderRankOrdering } from '../fields.ts'

// Staff plan offers in the office's time zone, whatever the browser's; stored as UTC ISO 8601.
const OFFICE_TIME = { displayTimeZone: 'America/New_York', allowTimeZoneSwitch: false, timeStep: 15 }

const endsAfterStart = (endsAt: string | undefined, context: ValidationContext) => {
  const startsAt = context.document?.startsAt
  if (!endsAt || typeof startsAt !== 'string') return true
  return Date.parse(endsAt) > Date.parse(startsAt)
    ? true
    : 'The offer would end before it starts. Pick an end after the start, or clear one of the two.'
}

const formatOfficeTime = (value: string) =>
  new Date(value).toLocaleString('en-US', { timeZone: 'America/New_York', dateStyle: 'medium', timeStyle: 'short' })

/** "Live until Dec 31, 2026, 11:59 PM", "Scheduled from ...", "Ended ...": what staff see in lists. */
export function offerSubtitle(startsAt: string | undefined, endsAt: string | undefined, now = Date.now()): string {
  const state = offerState({ startsAt, endsAt }, now)
  const title = OFFER_STATE_TITLES[state]
  if (state === 'scheduled' && startsAt) return `${title} from ${formatOfficeTime(startsAt)}`
  if (state === 'ended' && endsAt) return `${title} ${formatOfficeTime(endsAt)}`
  return endsAt ? `${title} until ${formatOfficeTime(endsAt)}` : `${title}, no end date`
}

export const special = defineType({
  name: 'special',
  title: 'Special offer',
  type: 'document',
  icon: TagIcon,
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The name of the offer, for example "First Treatment Free".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'discount',
      title: 'Offer in a few words',
      type: 'string',
      description: 'The big line on the card, for example "FREE" or "10% OFF".',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 3,
      description: 'One or two sentences under the title on the card: what the customer gets.',
      validation: (rule) => rule.required().max(300).custom(knownPlaceholders),
    }),
    defineField({
      name: 'features',
      title: 'Details',
      type: 'array',
      description: 'Short lines with a check mark on the card: who qualifies, how long it runs, what is included.',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: 'ctaLabel',
      title: 'Button text',
      type: 'string',
      description: 'For example "Claim This Offer". The button opens the estimate form.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'popular',
      title: 'Highlight this offer',
      type: 'boolean',
      description: 'Draws the card in the accent color. Highlight one offer at most.',
      initialValue: false,
    }),
    defineField({
      name: 'startsAt',
      title: 'Starts',
      type: 'datetime',
      description: 'When the offer appears on the site, in Jacksonville time. Leave empty to show it as soon as it is published.',
      options: OFFICE_TIME,
    }),
    defineField({
      name: 'endsAt',
      title: 'Ends',
      type: 'datetime',
      description:
        'When the offer disappears from the site, in Jacksonville time (for example midnight at the end of a holiday). Leave empty to run it until you remove it.',
      options: OFFICE_TIME,
      validation: (rule) => rule.custom(endsAfterStart),
    }),
    orderRankField('special'),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { title: 'title', discount: 'discount', popular: 'popular', startsAt: 'startsAt', endsAt: 'endsAt' },
    prepare: ({ title, discount, popular, startsAt, endsAt }) => ({
      title: `${title ?? ''}${discount ? ` (${discount})` : ''}${popular ? ' · highlighted' : ''}`,
      subtitle: offerSubtitle(startsAt, endsAt),
    }),
  },
})
