// Component style sheets, compiled by web/serving/sheets.ts (docs/sections.md, "Styles").
declare module '*.pcss' {
  /** Local class name -> scoped class name, as a CSS module's. */
  const classes: { readonly [name: string]: string }
  export default classes
  /** The sheet for <Sheet> (styles/sheet.tsx); null in the browser's copy. */
  export const sheet: { readonly href: string; readonly css: string } | null
  /** The sheet's key, in both copies: a client component that only the browser renders draws its
   * sheet with <SheetStyle href> (styles/sheet-style.tsx). */
  export const href: string
  /** Its CSP hash source; null in the browser's copy. */
  export const hash: string | null
}
