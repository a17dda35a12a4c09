import type { LaunchChecklistQueryResult } from './sanity.types.ts'
import type { LaunchItem } from './launch-checklist.ts'
import { ratingSourceText } from './facts.ts'

// Two facts the site states about the company that only its owner can supply: the number of its
// pest control license, and where and when the review rating was read. Neither has a sample value in
// the seed (a made-up license number would be a false claim), so both start on the list.

type Settings = NonNullable<LaunchChecklistQueryResult['settings']>

const WORDING = 'Studio > Site settings > Wording'
const RATING = 'Studio > Site settings > Hours, payment, rating'

/** A rating read longer ago than this disagrees with what the review site shows beside the site in search. */
const RATING_MAX_AGE_DAYS = 365

const todo = (title: string, open: boolean, found: string, fix: string): LaunchItem => ({
  title,
  status: open ? 'todo' : 'ready',
  found,
  fix,
})

export function statedFactChecks(settings: Settings | null, today: Date): LaunchItem[] {
  const number = settings?.licenseNumber?.trim() ?? ''
  const rating = settings?.rating ?? null
  const days = rating?.asOf ? (today.getTime() - Date.parse(`${rating.asOf}T00:00:00Z`)) / 86_400_000 : Infinity
  const ratingOpen = !rating?.source || days > RATING_MAX_AGE_DAYS
  return [
    todo(
      'Pest control license number',
      !number,
      number
        ? `The footer shows license no. ${number}.`
        : 'Not set: the footer names the license but not its number, which customers and FDACS use to look the business up.',
      `${WORDING}: License number, as printed on the pest control business license (Chapter 482).`,
    ),
    todo(
      'Customer rating source',
      ratingOpen,
      !rating?.source || !rating.asOf
        ? 'The review site or the date the rating was read is not set, so the figure shows without them.'
        : days > RATING_MAX_AGE_DAYS
          ? `Shown as read on ${ratingSourceText(rating)}: more than a year ago, so it may no longer match the review site.`
          : `Shown as read on ${ratingSourceText(rating)}.`,
      `${RATING}: Customer rating (stars, number of reviews, review site and the day you read them there).`,
    ),
  ]
}
