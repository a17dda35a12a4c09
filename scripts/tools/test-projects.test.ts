import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { classify, ownModuleMocks, testProjects } from './test-projects.ts'

// Import lines written piecewise, so this file's own text does not read as importing them.
const importOf = (specifier: string) => ['import x from ', `'${specifier}'`].join('')
const mockOf = (specifier: string) => ['vi.mock(', `'${specifier}'`, ', () => ({}))'].join('')

let root: string
const write = (path: string, lines: string[]) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), `${lines.join('\n')}\n`)
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'test-projects-'))
  write('web/src/a/plain.test.ts', [importOf('vitest'), importOf('./plain'), importOf('@site/leads')])
  write('web/src/a/plain.ts', [importOf('node:fs')])
  write('web/src/a/server.test.ts', [importOf('./testing/start-db')])
  write('web/src/a/testing/start-db.ts', [importOf('../../b/launch')])
  write('web/src/b/launch.ts', [importOf('node:child_process')])
  write('web/src/a/postgres.test.ts', [importOf('@site/lead-store/testing/postgres-cluster')])
  write('web/src/a/mail.test.ts', [importOf('@site/lead-store/testing/smtp-server')])
  write('web/src/a/seeded.test.tsx', [mockOf('@/sanity/testing/seeded-content')])
  write('studio/src/over-seed.test.ts', [importOf('@site/content')])
  write('packages/content/src/posts.test.ts', [importOf('./posts.ts')])
  write('packages/content/src/posts.ts', [])
  write('scripts/seed/both.test.ts', [importOf('@site/content'), importOf('node:child_process')])
  write('packages/lead-store/src/retry.test.ts', [importOf('./testing/smtp-server.ts')])
  write('packages/lead-store/src/testing/smtp-server.ts', [importOf('node:net')])
  write('web/src/a/source.test.ts', [importOf('@/sanity/testing/seeded-source')])
  write('web/src/a/node_modules/dep/x.test.ts', [importOf('vitest')])
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('sorting unit tests into projects', () => {
  it('puts a test that needs only code in pure, whatever packages it imports', () => {
    expect(classify(root, 'web/src/a/plain.test.ts')).toBe('pure')
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
    write('web/src/a/mocks.test.ts', [mockOf('@/sanity/fetch'), mockOf('next/headers'), 'vi.resetModules()'])
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
