// Sorts the unit tests into vitest's three projects by what they need (README, "Tests"):
//   services  starts a process or a server of its own: imports node:child_process, or a Postgres,
//             Redis or SMTP starter from @site/lead-store/testing, itself or through a helper;
//   content   reads the company's content: lives in packages/content, imports @site/content or reads
//             the dataset `pnpm seed` writes (@/sanity/testing/seeded-content or seeded-source);
//   pure      everything else: the code alone, no seeded dataset, no other process.
// A new test lands in the right project by the imports it needs anyway, with nothing to name. The
// imports are read from the parsed file, so a specifier inside a string or a comment counts for nothing.
import { existsSync, globSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { type ESTree, parseSync, Visitor } from 'vite'

export type Project = 'pure' | 'content' | 'services'

const STARTS_A_PROCESS = /^(node:child_process|@site\/lead-store\/testing\/(postgres-cluster|redis-server|smtp-server))$/
const READS_CONTENT = /^(@site\/content(\/.*)?|@\/sanity\/testing\/seeded-(content|source))$/
// The same starters and dataset readers reached by a relative import, from inside their own packages.
const STARTER_FILE = /packages\/lead-store\/src\/testing\/(postgres-cluster|redis-server|smtp-server)\.ts$/
const CONTENT_READER_FILE = /web\/src\/sanity\/testing\/seeded-(content|source)\.ts$/
const CONTENT_PACKAGE = 'packages/content/'
const MOCK_KINDS = new Set(['mock', 'doMock', 'unmock', 'resetModules'])

type MockCall = { kind: string; specifier?: string }
type References = { specifiers: string[]; mocks: MockCall[] }

/**
 * The modules a file names in its import and export statements, import() calls and vi.mock calls.
 * The parser's module record holds the statements; the syntax tree, slower to read, is walked only
 * in a file with an import() or with vitest's `vi` to call.
 */
function references(path: string): References {
  const parsed = parseSync(path, readFileSync(path, 'utf8'))
  const { staticImports, staticExports, dynamicImports } = parsed.module
  const found: References = {
    specifiers: [
      ...staticImports.map((entry) => entry.moduleRequest.value),
      ...staticExports.flatMap((entry) => entry.entries.flatMap(({ moduleRequest }) => (moduleRequest ? [moduleRequest.value] : []))),
    ],
    mocks: [],
  }
  const vi = staticImports
    .filter((entry) => entry.moduleRequest.value === 'vitest')
    .flatMap((entry) => entry.entries)
    .find((entry) => entry.importName.name === 'vi')?.localName.value
  if (!vi && dynamicImports.length === 0) return found
  const text = (node: ESTree.Node | undefined) => (node?.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined)
  new Visitor({
    ImportExpression(call) {
      const specifier = text(call.source)
      if (specifier) found.specifiers.push(specifier)
    },
    CallExpression(call) {
      const { callee } = call
      if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return
      if (callee.object.type !== 'Identifier' || callee.object.name !== vi) return
      const kind = callee.property.name
      const specifier = text(call.arguments[0] as ESTree.Node | undefined)
      if (kind === 'mock' && specifier) found.specifiers.push(specifier)
      if (MOCK_KINDS.has(kind)) found.mocks.push({ kind, specifier })
    },
  }).visit(parsed.program)
  return found
}

function cached(): (path: string) => References {
  const known = new Map<string, References>()
  return (path) => known.get(path) ?? known.set(path, references(path)).get(path)!
}

function relativeTarget(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => /\.tsx?$/.test(path) && existsSync(path))
}

/**
 * What `file` and the modules it reaches through relative imports need, most demanding first. `read`
 * caches each module's references across the files of one listing, which share most of their helpers.
 */
export function classify(root: string, file: string, read = cached()): Project {
  const needs = new Set<Project>()
  const seen = new Set<string>()
  const visit = (path: string) => {
    if (seen.has(path)) return
    seen.add(path)
    if (relative(root, path).startsWith(CONTENT_PACKAGE)) needs.add('content')
    for (const specifier of read(path).specifiers) {
      if (STARTS_A_PROCESS.test(specifier)) needs.add('services')
      else if (READS_CONTENT.test(specifier)) needs.add('content')
      else if (specifier.startsWith('.')) {
        const target = relativeTarget(path, specifier)
        if (target && STARTER_FILE.test(target)) needs.add('services')
        else if (target && CONTENT_READER_FILE.test(target)) needs.add('content')
        else if (target) visit(target)
      }
    }
  }
  visit(resolve(root, file))
  return needs.has('services') ? 'services' : needs.has('content') ? 'content' : 'pure'
}

/** What a file of the content project may mock: the shared setup file mocks it for every file alike. */
export const SHARED_MOCKS = ['@/sanity/fetch']

/**
 * The module mocks of `file` that would leak in a project whose files share one module cache per worker
 * (content, vitest.config.ts): each vi.mock, vi.doMock, vi.unmock or vi.resetModules but of SHARED_MOCKS.
 */
export function ownModuleMocks(root: string, file: string): string[] {
  return references(resolve(root, file))
    .mocks.filter(({ kind, specifier }) => kind === 'resetModules' || !SHARED_MOCKS.includes(specifier ?? ''))
    .map(({ kind, specifier }) => `${file}: vi.${kind}(${specifier ? `'${specifier}'` : ''})`)
}

/** Where unit tests live; browser tests (web/e2e, *.spec.ts) run under Playwright. */
export const TEST_FILES = [
  'packages/**/*.test.{ts,tsx}',
  'studio/**/*.test.ts',
  'web/src/**/*.test.{ts,tsx}',
  'web/serving/**/*.test.ts',
  'scripts/**/*.test.ts',
]
const SKIPPED_FOLDERS = new Set(['node_modules', '.next', 'dist', '.sanity'])

/** Every unit test in the repository, by project. */
export function testProjects(root: string): Record<Project, string[]> {
  const projects: Record<Project, string[]> = { pure: [], content: [], services: [] }
  const files = globSync(TEST_FILES, { cwd: root, exclude: (path) => SKIPPED_FOLDERS.has(path.split('/').pop() ?? '') })
  const read = cached()
  for (const file of files.sort()) projects[classify(root, file, read)].push(file)
  return projects
}
