// Writes web/src/styles/fonts/plus-jakarta-sans-subset.woff2: Plus Jakarta Sans (variable, from
// @fontsource-variable) cut down to the characters the site's text uses (SUBSET_CHARACTERS in
// web/src/styles/fonts/unicode-ranges.ts) and the weights its CSS uses (400-800). Every page preloads
// it (web/src/styles/fonts/plus-jakarta-sans.ts); a character outside it falls through to the full
// Latin file, which the browser downloads only for a page that uses one. Run again after adding a
// character, then update the unicode-range literals the unit test names:
//   node scripts/tools/subset-font.ts
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { SUBSET_CHARACTERS, latinRestRange, subsetRange } from '../../web/src/styles/fonts/unicode-ranges.ts'

// subset-font (hb-subset from HarfBuzz, as WebAssembly) ships no types: the part used here.
type SubsetFont = (
  font: Buffer,
  text: string,
  options: { targetFormat: 'woff2'; variationAxes: Record<string, { min: number; max: number }> },
) => Promise<Buffer>
const subsetFont: SubsetFont = createRequire(import.meta.url)('subset-font')

const WEB = fileURLToPath(new URL('../../web/', import.meta.url))
const SOURCE = `${WEB}node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2`
const OUT = `${WEB}src/styles/fonts/plus-jakarta-sans-subset.woff2`

const font = await subsetFont(readFileSync(SOURCE), SUBSET_CHARACTERS, {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: 400, max: 800 } },
})
writeFileSync(OUT, font)
console.log(`${OUT}: ${font.length} B of WOFF2, ${new Set(SUBSET_CHARACTERS).size} characters`)
console.log(`subset unicode-range: ${subsetRange()}`)
console.log(`Latin file unicode-range: ${latinRestRange()}`)
