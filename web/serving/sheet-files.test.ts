import { existsSync, globSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { compileSheet } from './sheets.ts'
import { FONT_FILE, writeSheetFiles } from './sheet-files.ts'

const SRC = join(import.meta.dirname, '..', 'src')
const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('sheet files', () => {
  it('writes each sheet as compiled under its key, with the font, and removes files no sheet has', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sheets-'))
    dirs.push(dir)
    writeFileSync(join(dir, 'gone-00000000.css'), '.old{}')
    writeSheetFiles(dir)
    const sheets = globSync('**/*.pcss', { cwd: SRC }).map((file) => compileSheet(join(SRC, file), readFileSync(join(SRC, file), 'utf8')))
    expect(readdirSync(dir).sort()).toEqual([...sheets.map((sheet) => `${sheet.href}.css`), FONT_FILE].sort())
    for (const sheet of sheets) expect(readFileSync(join(dir, `${sheet.href}.css`), 'utf8')).toBe(sheet.css)
    expect(existsSync(join(dir, 'gone-00000000.css'))).toBe(false)
  })
})
