import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runInNewContext } from 'node:vm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { addCompileHints, COMPILE_HINT } from './compile-hints'

let dir: string
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'compile-hints-'))
})
afterEach(() => rmSync(dir, { recursive: true, force: true }))

describe('addCompileHints', () => {
  it('opens every script under the folder with the hint, and only scripts', () => {
    mkdirSync(join(dir, 'nested'))
    const chunk = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["a.js",{1:function(){}}]);\n//# sourceMappingURL=a.js.map'
    writeFileSync(join(dir, 'a.js'), chunk)
    writeFileSync(join(dir, 'nested', 'b.js'), '"use strict";self.b=1')
    writeFileSync(join(dir, 'c.css'), 'body{color:red}')

    expect(addCompileHints(dir)).toBe(2)
    expect(readFileSync(join(dir, 'a.js'), 'utf8')).toBe(COMPILE_HINT + chunk)
    expect(readFileSync(join(dir, 'nested', 'b.js'), 'utf8')).toBe(COMPILE_HINT + '"use strict";self.b=1')
    expect(readFileSync(join(dir, 'c.css'), 'utf8')).toBe('body{color:red}')
  })

  it('adds nothing a second time, so building or running it again leaves the files as they are', () => {
    writeFileSync(join(dir, 'a.js'), 'self.a=1')
    addCompileHints(dir)
    expect(addCompileHints(dir)).toBe(0)
    expect(readFileSync(join(dir, 'a.js'), 'utf8')).toBe(`${COMPILE_HINT}self.a=1`)
  })

  it('leaves a script meaning what it meant: a comment first, then the same code, strict mode included', () => {
    writeFileSync(join(dir, 'a.js'), '"use strict";self.strict=(function(){return this===undefined})()')
    addCompileHints(dir)
    const context: { self?: { strict?: boolean } } = {}
    context.self = context as { strict?: boolean }
    runInNewContext(readFileSync(join(dir, 'a.js'), 'utf8'), context)
    expect(context.self.strict).toBe(true)
  })
})
