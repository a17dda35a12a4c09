// Before `next build` and `next dev` (web's scripts): every component sheet (`src/**/*.pcss`), compiled
// as the build compiles it (sheets.ts), written as a file of its own to `public/sheets/<key>.css`, and
// the full Latin font that globals.pcss names. A page's document carries its sheets inline; a
// client-side navigation to a page that draws a sheet the document lacks loads its file
// (src/styles/sheet-style.tsx). The key holds a digest of the text, so a file never changes and is
// cached for good (next.config.ts). Files of sheets that no longer exist are removed.
import { copyFileSync, globSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { compileSheet } from './sheets.ts'

const WEB = fileURLToPath(new URL('../', import.meta.url))
const SRC = join(WEB, 'src')
export const SHEETS_DIR = join(WEB, 'public', 'sheets')
/** The full Latin font (globals.pcss), for characters the inline subset lacks and browsers without scripts. */
export const FONT_FILE = 'plus-jakarta-sans-latin-wght-normal.woff2'

/** Writes every sheet's file and the font into `dir`; returns the names written. */
export function writeSheetFiles(dir = SHEETS_DIR): string[] {
  mkdirSync(dir, { recursive: true })
  const written = new Set<string>()
  for (const file of globSync('**/*.pcss', { cwd: SRC })) {
    const compiled = compileSheet(join(SRC, file), readFileSync(join(SRC, file), 'utf8'))
    writeFileSync(join(dir, `${compiled.href}.css`), compiled.css)
    written.add(`${compiled.href}.css`)
  }
  const font = createRequire(join(WEB, 'package.json')).resolve(`@fontsource-variable/plus-jakarta-sans/files/${FONT_FILE}`)
  copyFileSync(font, join(dir, FONT_FILE))
  written.add(FONT_FILE)
  for (const name of readdirSync(dir)) if (!written.has(name)) rmSync(join(dir, name))
  return [...written]
}

if (import.meta.main) writeSheetFiles()
