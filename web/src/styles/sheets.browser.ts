// The browser's stand-in for sheets.ts (next.config.ts `turbopack.resolveAlias`): the browser never
// writes a sheet's text, it adopts the server's element or loads the sheet's file (sheet-style.tsx).

export function sheetText(href: string): string {
  throw new Error(`The text of ${href} is written by the server.`)
}

export const SHEET_HASHES: string[] = []
