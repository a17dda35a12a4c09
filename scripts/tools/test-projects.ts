// Sorts the unit tests into vitest's three projects by what they need (README, "Tests"):
//   services  starts a process or a server of its own: imports node:child_process, or a Postgres,
//             Redis or SMTP starter from @site/lead-store/testing, itself or through a helper;
//   content   reads the company's content: lives in packages/content, imports @site/content or reads
//             the dataset `pnpm seed` writes (@/sanity/testing/seeded-content or seeded-source);
//   pure      everything else: the code alone, no seeded dataset, no other process.
// A new test lands in the right project by the imports it needs anyway, with nothing to name.
import { existsSync, globSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

export type Project = 'pure' | 'content' | 'services'

const STARTS_A_PROCESS = /^(node:child_process|@site\/lead-store\/testing\/(postgres-cluster|redis-server|smtp-server))$/
const READS_CONTENT = /^(@site\/content(\/.*)?|@\/sanity\/testing\/seeded-(content|source))$/
// The same starters and dataset readers reached by a relative import, from inside their own packages.
const STARTER_FILE = /packages\/lead-store\/src\/testing\/(postgres-cluster|redis-server|smtp-server)\.ts$/
const CONTENT_READER_FILE = /web\/src\/sanity\/testing\/seeded-(content|source)\.ts$/
const SPECIFIER = /(?:\bfrom\s+|\bimport\(\s*|\bvi\.mock\(\s*|^import\s+)'([^']+)'/gm
const CONTENT_PACKAGE = 'packages/content/'

function relativeTarget(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier)
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => /\.tsx?$/.test(path) && existsSync(path))
}

/** What `file` and the modules it reaches through relative imports need, most demanding first. */
export function classify(root: string, file: string): Project {
  const needs = new Set<Project>()
  const seen = new Set<string>()
  const visit = (path: string) => {
    if (seen.has(path)) return
    seen.add(path)
    if (relative(root, path).startsWith(CONTENT_PACKAGE)) needs.add('content')
    for (const [, specifier = ''] of readFileSync(path, 'utf8').matchAll(SPECIFIER)) {
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
const MOCK_CALL = /\bvi\.(mock|doMock|unmock|resetModules)\(\s*(?:'([^']*)')?/g

/**
 * The module mocks of `file` that would leak in a project whose files share one module cache per worker
 * (content, vitest.config.ts): each vi.mock, vi.doMock, vi.unmock or vi.resetModules but of SHARED_MOCKS.
 */
export function ownModuleMocks(root: string, file: string): string[] {
  return [...readFileSync(resolve(root, file), 'utf8').matchAll(MOCK_CALL)]
    .filter(([, kind, specifier]) => kind === 'resetModules' || !SHARED_MOCKS.includes(specifier ?? ''))
    .map(([, kind, specifier]) => `${file}: vi.${kind}(${specifier ? `'${specifier}'` : ''})`)
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
  for (const file of files.sort()) projects[classify(root, file)].push(file)
  return projects
}
