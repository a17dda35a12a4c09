// Which clicks and which links the site's client-side navigation (client-navigation.tsx) takes.

/** A plain click: the main button, with no key that asks for a new tab or window (those are the browser's). */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

function isSamePage(link: HTMLAnchorElement, here: Location): boolean {
  return link.pathname === here.pathname && link.search === here.search
}

/**
 * The address `link` leads to within this site and this tab, or null: a link to another site, a call
 * or e-mail link, a download, one that opens a new tab, or one to a place on the same page is left
 * to the browser.
 */
export function sitePath(link: HTMLAnchorElement, here: Location): string | null {
  if (link.origin !== here.origin || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null
  if (link.hash && isSamePage(link, here)) return null
  return link.pathname + link.search + link.hash
}

/** The page to prefetch when a visitor shows intent to follow `link`: another page of the site, or null. */
export function prefetchPath(link: HTMLAnchorElement, here: Location): string | null {
  if (isSamePage(link, here) || sitePath(link, here) === null) return null
  return link.pathname + link.search
}
