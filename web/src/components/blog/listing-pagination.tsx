import { listingPagePath } from '@site/sanity'
import styles, { sheet } from './listing-pagination.pcss'
import { Sheet } from '@/styles/sheet'

type Props = {
  /** The listing's first page: /blog or /blog/category/<slug>. */
  base: string
  page: number
  pages: number
  newerLabel: string
  olderLabel: string
}

/**
 * The way to the pages before and after this one of a listing, as plain links (rel prev/next) that
 * work before any script runs. Nothing is drawn when everything fits on one page.
 */
export function ListingPagination({ base, page, pages, newerLabel, olderLabel }: Props) {
  if (pages <= 1) return null
  return (
    <nav className={styles.nav} aria-label="Article pages">
      <Sheet of={sheet} />
      {page > 1 ? (
        <a className={styles.link} rel="prev" href={listingPagePath(base, page - 1)}>
          ← {newerLabel}
        </a>
      ) : (
        <span />
      )}
      <span className={styles.count}>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <a className={styles.link} rel="next" href={listingPagePath(base, page + 1)}>
          {olderLabel} →
        </a>
      ) : (
        <span />
      )}
    </nav>
  )
}
