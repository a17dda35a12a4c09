import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classify, ownModuleMocks, testProjects } from './test-projects.ts'

const VI = "import { vi } from 'vitest'"
let root: string
const write = (path: string, lines: string[]) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), `${lines.join('\n')}\n`)
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'test-projects-'))
  write('web/src/a/plain.test.ts', ["import x from 'vitest'", "import x from './plain'", "import x from '@site/leads'"])
  write('web/src/a/plain.ts', ["import x from 'node:fs'"])
  write('web/src/a/server.test.ts', ["import x from './testing/start-db'"])
  write('web/src/a/testing/start-db.ts', ["import x from '../../b/launch'"])
  write('web/src/b/launch.ts', ["import x from 'node:child_process'"])
  write('web/src/a/postgres.test.ts', ["import x from '@site/lead-store/testing/postgres-cluster'"])
  write('web/src/a/mail.test.ts', ["import x from '@site/lead-store/testing/smtp-server'"])
  write('web/src/a/seeded.test.tsx', [VI, "vi.mock('@/sanity/testing/seeded-content', () => ({}))"])
  write('studio/src/over-seed.test.ts', ["import x from '@site/content'"])
  write('packages/content/src/posts.test.ts', ["import x from './posts.ts'"])
  write('packages/content/src/posts.ts', [])
  write('scripts/seed/both.test.ts', ["import x from '@site/content'", "import x from 'node:child_process'"])
  write('packages/lead-store/src/retry.test.ts', ["import x from './testing/smtp-server.ts'"])
  write('packages/lead-store/src/testing/smtp-server.ts', ["import x from 'node:net'"])
  write('web/src/a/source.test.ts', ["import x from '@/sanity/testing/seeded-source'"])
  write('web/src/a/node_modules/dep/x.test.ts', ["import x from 'vitest'"])
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('sorting unit tests into projects', () => {
  it('puts a test that needs only code in pure, whatever packages it imports', () => {
    expect(classify(root, 'web/src/a/plain.test.ts')).toBe('pure')
  })

  it('counts a module named only in a string or a comment for nothing', () => {
    write('web/src/a/fixtures.test.ts', [
      'const line = "import x from \'node:child_process\'"',
      "// vi.mock('@site/content')",
      "const mock = `vi.mock('@/sanity/testing/seeded-content')`",
    ])
    expect(classify(root, 'web/src/a/fixtures.test.ts')).toBe('pure')
    rmSync(join(root, 'web/src/a/fixtures.test.ts'))
  })

  it('puts a test that starts a process, itself or through helpers it imports, in services', () => {
    expect(classify(root, 'web/src/a/server.test.ts')).toBe('services')
    expect(classify(root, 'web/src/a/postgres.test.ts')).toBe('services')
    expect(classify(root, 'web/src/a/mail.test.ts')).toBe('services')
    expect(classify(root, 'scripts/seed/both.test.ts')).toBe('services')
    expect(classify(root, 'packages/lead-store/src/retry.test.ts')).toBe('services')
  })

  it('puts a test that reads the content or the seeded dataset in content', () => {
    expect(classify(root, 'web/src/a/seeded.test.tsx')).toBe('content')
    expect(classify(root, 'studio/src/over-seed.test.ts')).toBe('content')
    expect(classify(root, 'packages/content/src/posts.test.ts')).toBe('content')
    expect(classify(root, 'web/src/a/source.test.ts')).toBe('content')
  })

  it('finds the module mocks a file of a project that shares modules must not make', () => {
    write('web/src/a/mocks.test.ts', [
      VI,
      "vi.mock('@/sanity/fetch', () => ({}))",
      "vi.mock('next/headers', () => ({}))",
      'vi.resetModules()',
    ])
    expect(ownModuleMocks(root, 'web/src/a/mocks.test.ts')).toEqual([
      "web/src/a/mocks.test.ts: vi.mock('next/headers')",
      'web/src/a/mocks.test.ts: vi.resetModules()',
    ])
    rmSync(join(root, 'web/src/a/mocks.test.ts'))
  })

  it('lists every unit test once, leaving installed packages out', () => {
    expect(testProjects(root)).toEqual({
      pure: ['web/src/a/plain.test.ts'],
      content: [
        'packages/content/src/posts.test.ts',
        'studio/src/over-seed.test.ts',
        'web/src/a/seeded.test.tsx',
        'web/src/a/source.test.ts',
      ],
      services: [
        'packages/lead-store/src/retry.test.ts',
        'scripts/seed/both.test.ts',
        'web/src/a/mail.test.ts',
        'web/src/a/postgres.test.ts',
        'web/src/a/server.test.ts',
      ],
    })
  })
})

describe('the content project, whose files share one module cache per worker', () => {
  it('has no file that mocks a module of its own', () => {
    const repository = new URL('../../', import.meta.url).pathname
    expect(testProjects(repository).content.flatMap((file) => ownModuleMocks(repository, file))).toEqual([])
  })
})
