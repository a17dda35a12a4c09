import { getLayout } from '@/sanity/content'
import styles, { sheet } from './review-label.pcss'
import { Sheet } from '@/styles/sheet'

export type LabelledReview = { sample: boolean | null; source: 'google' | 'facebook' | 'letter' | null; date: string | null }

const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })

/** "March 2025" for a date-only value ("2025-03-14"), read as the calendar day it names; null for anything else. */
export function monthYear(date: string): string | null {
  const day = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(day.getTime()) ? null : MONTH_YEAR.format(day)
}

/**
 * The line at the top of a quoted review: "Sample review" on a demo review, so no visitor takes it for
 * a customer's words, or where and when a real customer wrote it ("Google review, March 2025"). The
 * words are Site settings > Wording > Reviews.
 */
export async function ReviewLabel({ review }: { review: LabelledReview }) {
  const wording = (await getLayout()).settings.reviewWording
  if (review.sample) {
    return (
      <>
        <Sheet of={sheet} />
        <span className={styles.sample} data-sample-review>
          {wording.sampleLabel}
        </span>
      </>
    )
  }
  const where = review.source ? wording[`${review.source}Label`] : null
  const text = [where, review.date ? monthYear(review.date) : null].filter(Boolean).join(', ')
  return text ? (
    <>
      <Sheet of={sheet} />
      <span className={styles.source}>{text}</span>
    </>
  ) : null
}
