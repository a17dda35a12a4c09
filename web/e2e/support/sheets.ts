import { globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { compileSheet, type CompiledSheet } from '../../serving/sheets.ts'

const SRC = join(import.meta.dirname, '..', '..', 'src')

/** Every component sheet of the site (`web/src/**\/*.pcss`), compiled as the build compiles it. */
export const allSheets = (): CompiledSheet[] =>
  globSync('**/*.pcss', { cwd: SRC }).map((file) => compileSheet(join(SRC, file), readFileSync(join(SRC, file), 'utf8')))
