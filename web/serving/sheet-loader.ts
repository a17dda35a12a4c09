// Turbopack's loader for `*.pcss` sheets (next.config.ts `turbopack.rules`): the file, compiled, as a
// JavaScript module (sheets.ts). `target` is the rule's option: 'browser' for the client build.
import { compileSheet, sheetModule } from './sheets.ts'

type LoaderContext = { resourcePath: string; getOptions: () => { target?: 'server' | 'browser' } }

export default function sheetLoader(this: LoaderContext, source: string): string {
  const target = this.getOptions().target === 'browser' ? 'browser' : 'server'
  return sheetModule(compileSheet(this.resourcePath, source), target)
}
