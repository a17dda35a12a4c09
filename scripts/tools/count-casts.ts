// Type assertions outside tests, for keeping "no casts to silence the compiler" honest:
//   node scripts/tools/count-casts.ts [--list] [DIR]
// Counts `x as T` and `<T>x` in the .ts/.tsx files git tracks, `as const` excluded and
// `x as unknown as T` counted once. Not counted: *.test.ts(x), e2e/ and testing/ folders, .d.ts files
// and the generated sanity.types.ts.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'

const args = process.argv.slice(2)
const list = args.includes('--list')
const dir = args.find((arg) => !arg.startsWith('--')) ?? process.cwd()

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: dir, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !/\.test\.tsx?$/.test(file) && !/(^|\/)(e2e|testing)\//.test(file))
  .filter((file) => !file.endsWith('.d.ts') && !file.endsWith('sanity.types.ts'))

const isConst = (type: ts.TypeNode) => ts.isTypeReferenceNode(type) && type.typeName.getText() === 'const'
const found: string[] = []
for (const file of files) {
  const source = ts.createSourceFile(file, readFileSync(join(dir, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const visit = (node: ts.Node): void => {
    const cast = (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && !isConst(node.type)
    if (cast && !ts.isAsExpression(node.parent)) {
      const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1
      found.push(`${file}:${line}: ${node.getText().replace(/\s+/g, ' ').slice(-80)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
}
if (list) console.log(found.join('\n'))
console.log(`casts outside tests: ${found.length} in ${files.length} files`)
