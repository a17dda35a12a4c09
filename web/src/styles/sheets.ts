// Every component sheet (`*.pcss`) in the site, found by Turbopack's and Vite's `import.meta.glob`, so
// a sheet added anywhere under web/src is counted with nothing to register. The page policy names each
// by the hash its module was compiled with (web/serving/sheets.ts). Whole modules are taken: with
// `import: 'hash'`, Turbopack 16.4 renamed the export in the sheet's module but not in the glob's
// lookup, and every hash read as undefined.

const sheets = import.meta.glob<{ hash: string | null }>('../**/*.pcss', { eager: true })

/** The CSP hash source of every sheet, sorted: what a page policy lists for a navigation to any page. */
export const SHEET_HASHES: string[] = Object.values(sheets)
  .map((sheet) => sheet.hash)
  .filter((hash): hash is string => typeof hash === 'string')
  .sort()
