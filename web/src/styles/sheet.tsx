import 'server-only'
import { SheetStyle } from './sheet-style'

/** A compiled `*.pcss` sheet, as its module exports it on the server (web/serving/sheets.ts). */
export type SheetStyles = { readonly href: string; readonly css: string }

/**
 * Draws a component's sheet into the page as a React style resource: React hoists it into the head,
 * writes it once however many components draw it, and adds it on a client-side navigation to a page
 * that needs it. Each sheet is its own precedence, so each is its own <style> element with fixed text,
 * which the page policy names by hash (styles/sheets.ts); sheets sharing a precedence would be merged
 * into one element whose text, and hash, changed with the page's sections. What React's payload
 * carries is the sheet's key alone (sheet-style.tsx): the text is in the document once.
 * A server component renders it; a client component's sheet is rendered by the server component that
 * draws it.
 */
export function Sheet({ of }: { of: SheetStyles | null }) {
  if (!of) throw new Error('A sheet is rendered on the server: render <Sheet> from a server component.')
  // A prop set to undefined would still be written into the payload ("$undefined").
  const dev = process.env.NODE_ENV === 'development' ? { css: of.css } : {}
  return <SheetStyle href={of.href} {...dev} />
}
