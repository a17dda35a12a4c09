// The rules a review must meet before the site may quote it as a real customer's words.

/** Where customers write reviews; the site shows the matching words from Site settings > Wording > Reviews. */
export const REVIEW_SOURCES = [
  { title: 'Google', value: 'google' },
  { title: 'Facebook', value: 'facebook' },
  { title: 'Letter, card or e-mail to the office', value: 'letter' },
] as const

/** A field every real review must fill; a sample (demo) review may leave it empty. */
export const needsForRealReview =
  (message: string) =>
  (value: unknown, context: { document?: unknown }): true | string => {
    const document = context.document as { sample?: boolean } | undefined
    return document?.sample || (value !== undefined && value !== null && value !== '') || message
  }
