import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { codePointsOf, latinRestRange, subsetCodePoints, subsetRange } from './unicode-ranges'

// next/font takes literal options only, so the ranges are written out in plus-jakarta-sans.ts.
const source = readFileSync(new URL('./plus-jakarta-sans.ts', import.meta.url), 'utf8')
const ranges = [...source.matchAll(/prop: 'unicode-range',\s*value:\s*'([^']+)'/g)].map((match) => match[1])

describe('the font files and their character ranges', () => {
  it('declares the subset with exactly the characters subset-font.ts cut it to', () => {
    expect(ranges[0]).toBe(subsetRange())
  })

  it('sends only the characters the subset lacks to the full Latin file, so no character is in both', () => {
    expect(ranges[1]).toBe(latinRestRange())
    const subset = new Set(subsetCodePoints())
    expect(codePointsOf(ranges[1]!).filter((point) => subset.has(point))).toEqual([])
  })

  it('covers every character of the site text seen so far: the curly quotes, dashes, arrows and ©', () => {
    const covered = new Set([...codePointsOf(ranges[0]!), ...codePointsOf(ranges[1]!)])
    for (const character of 'Hollis Lawn & Pest © 2026 · “Don’t” – — … → ← • é ñ') expect(covered.has(character.codePointAt(0)!)).toBe(true)
  })
})
