import { describe, expect, it } from 'vitest'
import { SHEET_HASHES } from './sheets'

// Every component sheet in web/src, as the pages get them (the same compiler as the build).
const sheets = import.meta.glob<{ default: Record<string, string>; sheet: { href: string; css: string }; hash: string }>('../**/*.pcss', {
  eager: true,
})

describe('component sheets', () => {
  it('each has a name of its own, which React keys its style element by', () => {
    const names = Object.values(sheets).map((module) => module.sheet.href)
    expect(names.length).toBeGreaterThan(20)
    expect(new Set(names).size).toBe(names.length)
  })

  it('each is compiled, scoped and named in the page policy', () => {
    for (const [file, module] of Object.entries(sheets)) {
      expect(module.sheet.css.length, file).toBeGreaterThan(0)
      // Every class is scoped by the file's path, so two sheets never style each other's markup.
      for (const scoped of Object.values(module.default)) expect(scoped, file).toMatch(/^_?[\w-]{6}_\w/)
      expect(SHEET_HASHES, file).toContain(module.hash)
    }
    expect(SHEET_HASHES).toHaveLength(Object.keys(sheets).length)
  })
})
