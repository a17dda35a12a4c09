import localFont from 'next/font/local'

// The site's font, self-hosted through next/font: Next copies each file under /_next/static/media with
// a long cache lifetime and writes the @font-face rules into the pages' inline CSS.
//
// The subset (the characters the site's text uses, weights 400-800: 13 KB) is preloaded by every page.
// `optional`: if it has not arrived by the time the text is first laid out, the page keeps the
// fallback for this view (the next page finds the file cached), so no text ever moves when the font
// arrives. The fallback is Arial sized to the font's metrics, which next/font computes from the file
// (adjustFontFallback). Before, the subset rode inside every document as base64: 13 KB of the first
// round trip, on every page (docs/performance-scale.md, "The first screen in the first round trip").
//
// The full Latin file covers every other Latin character and is fetched only by a page that uses
// one. The unicode-range literals come from unicode-ranges.ts (next/font takes literals only; the
// unit test checks they agree).

export const jakartaSubset = localFont({
  src: './plus-jakarta-sans-subset.woff2',
  weight: '400 800',
  display: 'optional',
  preload: true,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+20-7E, U+A9, U+B7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2190, U+2192',
    },
  ],
  variable: '--font-jakarta-subset',
})

export const jakartaLatin = localFont({
  src: '../../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  weight: '200 800',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0-1F, U+7F-A8, U+AA-B6, U+B8-FF, U+131, U+152-153, U+2BB-2BC, U+2C6, U+2DA, U+2DC, U+304, U+308, U+329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
  variable: '--font-jakarta-latin',
})

/** The classes that define both families' CSS variables; globals.css stacks them in --font-sans. */
export const fontVariables = `${jakartaSubset.variable} ${jakartaLatin.variable}`
