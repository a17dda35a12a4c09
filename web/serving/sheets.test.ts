import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { styleHashSource } from '../src/features/security/style-hash.ts'
import { compileSheet, sheetModule } from './sheets.ts'

const file = join(import.meta.dirname, '..', 'src', 'sections', 'sample', 'sample.pcss')
const source = '.box {\n  display: flex;\n}\n\n.box > .title {\n  color: red;\n}\n'

type Exports = { default: Record<string, string>; sheet: { href: string; css: string } | null; href: string; hash: string | null }

/** What a compiled module exports, read back from its text (its three `export` statements run as a function). */
function load(module: string): Exports {
  const body = module.replace('export default', 'const exported =').replaceAll('export const ', 'const ')
  return new Function(`${body}\nreturn { default: exported, sheet, href, hash }`)() as Exports
}

describe('component sheets, compiled', () => {
  it('scopes each class by the file, minifies, and names the text by its policy hash', () => {
    const compiled = compileSheet(file, source)
    expect(Object.keys(compiled.classes).sort()).toEqual(['box', 'title'])
    expect(compiled.classes.box).toMatch(/^_?[\w-]{6}_box$/)
    expect(compiled.css).toBe(`.${compiled.classes.box}{display:flex}.${compiled.classes.box}>.${compiled.classes.title}{color:red}`)
    expect(compiled.href).toMatch(/^sample-[\w-]{8}$/)
    expect(compiled.hash).toBe(styleHashSource(compiled.css))
    // The same path gives the same names on every build; another path, others.
    expect(compileSheet(file, source).classes).toEqual(compiled.classes)
    expect(compileSheet(file.replace('sample.pcss', 'other.pcss'), source).classes.box).not.toBe(compiled.classes.box)
  })

  it('gives the server the CSS and its hash, the browser the class names alone', async () => {
    const compiled = compileSheet(file, source)
    const server = load(sheetModule(compiled, 'server'))
    expect(server.default).toEqual(compiled.classes)
    expect(server.sheet).toEqual({ href: compiled.href, css: compiled.css })
    expect(server.hash).toBe(compiled.hash)
    const browser = load(sheetModule(compiled, 'browser'))
    expect(browser.default).toEqual(compiled.classes)
    expect(browser.sheet).toBeNull()
    expect(browser.href).toBe(compiled.href)
    expect(sheetModule(compiled, 'browser')).not.toContain('color:red')
  })

  it('keys an edited sheet anew, so hot reload replaces it and its file is a new one', () => {
    const before = compileSheet(file, source)
    const after = compileSheet(file, source.replace('red', 'blue'))
    expect(after.href).not.toBe(before.href)
    expect(compileSheet(file, source).href).toBe(before.href)
  })
})
