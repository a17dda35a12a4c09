// An offer with an end date says so on its card, and only such an offer says "limited time": the
// badge follows the offer's dates, never a word typed into a heading.

const LAST_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'America/New_York' })

/**
 * "Limited time: through Nov 30, 2026": the last Jacksonville calendar day the offer shows. An offer
 * ending at midnight is over as that day begins, so its last day is the one before.
 */
export function offerEndsText(endsAt: string | null | undefined): string | null {
  const end = endsAt ? Date.parse(endsAt) : Number.NaN
  if (Number.isNaN(end)) return null
  return `Limited time: through ${LAST_DAY.format(new Date(end - 1))}`
}
