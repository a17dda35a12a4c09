// The blog and each category list their articles a page at a time: page 1 at the listing's own
// address (/blog, /blog/category/lawn-care), page n at <address>/page/n. Pure, so the pages, their
// static parameters and the sitemap agree on the same numbers.

/** How many pages a listing of `total` articles takes; an empty listing still has its first page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

/** The address of page `page` of the listing at `base`. */
export function listingPagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`
}

/** The numbers of the pages after the first, which have addresses of their own. */
export function laterPageNumbers(total: number, perPage: number): number[] {
  return Array.from({ length: pageCount(total, perPage) - 1 }, (_, index) => index + 2)
}

/** The GROQ slice of page `page`: cards `start` to `end - 1`, newest first. */
export function pageSlice(page: number, perPage: number): { start: number; end: number } {
  return { start: (page - 1) * perPage, end: page * perPage }
}

/**
 * The page number in an address segment, or null: only the plain decimal form ("2", never "02" or
 * "2.0") names a page, so each page has exactly one address.
 */
export function parsePageNumber(segment: string): number | null {
  return /^[1-9][0-9]{0,5}$/.test(segment) ? Number(segment) : null
}

/** A later page's title says which page it is, so search results tell the pages apart. */
export function pageTitle(title: string, page: number): string {
  return page > 1 ? `${title} – Page ${page}` : title
}
