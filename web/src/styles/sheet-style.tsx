'use client'

import { sheetText } from '@/styles/sheets'

/** Where each compiled sheet is served as a file (`public/sheets`, written by serving/sheet-files.ts). */
export const SHEET_FILES = '/sheets/'

/**
 * A component sheet as React's payload carries it: its key alone. The server's render writes the text
 * as a style resource, `<style href precedence>` (one per sheet, however many components draw it),
 * from the server's copy of the sheets; the browser's copy of this module holds none of them. In the
 * browser the sheet is either already in the document (the server wrote it), and React adopts that
 * element by its key, or a client-side navigation reached a page that draws it, and React loads the
 * sheet's file before it shows the page. `next dev` hands the text along too (`css`), so a sheet edited
 * while it runs, a new key with no file yet, reaches the page that hot reload renders again.
 */
export function SheetStyle({ href, css }: { href: string; css?: string }) {
  if (typeof window === 'undefined' || css !== undefined) {
    return (
      <style href={href} precedence={href}>
        {css ?? sheetText(href)}
      </style>
    )
  }
  if (document.querySelector(`style[data-href~="${href}"]`)) {
    return <style href={href} precedence={href} />
  }
  return <link rel="stylesheet" href={`${SHEET_FILES}${href}.css`} precedence={href} />
}
