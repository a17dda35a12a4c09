// The text of every component sheet, by key, for the server's render of a page (sheet-style.tsx). Every
// `*.pcss` under web/src, found by Turbopack's and Vite's `import.meta.glob`: nothing to register.
// Whole modules are taken: with `import: 'sheet'`, Turbopack 16.4 renamed the export in the sheet's
// module but not in the glob's lookup. The browser build resolves this module to sheets.browser.ts
// (next.config.ts), so no page's script carries a sheet.

type SheetModule = { sheet: { href: string; css: string } | null; hash: string | null }

const modules = Object.values(import.meta.glob<SheetModule>('../**/*.pcss', { eager: true }))

const texts = new Map(modules.flatMap(({ sheet }) => (sheet ? [[sheet.href, sheet.css] as const] : [])))

/** The compiled text of the sheet keyed `href`. */
export function sheetText(href: string): string {
  const text = texts.get(href)
  if (text === undefined) throw new Error(`No component sheet is keyed ${href}.`)
  return text
}

/** The CSP hash source of every sheet, sorted: what a page policy lists for its <style> elements. */
export const SHEET_HASHES: string[] = modules
  .map((module) => module.hash)
  .filter((hash): hash is string => typeof hash === 'string')
  .sort()
