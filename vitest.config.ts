import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { testProjects } from './scripts/tools/test-projects.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const projects = testProjects(here('./'))

// The content tests import the content package, the Studio's schema and React, about a second per file
// when each file loads them afresh (isolate), most of the project's time: so its files share one module
// cache per worker. Such a file mocks no module of its own (vi.mock in one file would reach, or miss,
// the others) and leaves no global behind; the setup file makes both hold. The pure and services
// projects keep a fresh module graph per file: their tests mock modules and spawn processes.
const SHARED_MODULES = { isolate: false, setupFiles: [here('./scripts/tools/shared-modules-setup.ts')] }

// Every package's unit tests in three projects, by what a test needs (scripts/tools/test-projects.ts):
// `pnpm exec vitest run --project pure` runs the ones that need nothing but the code. Browser tests
// live in web/e2e and run under Playwright.
export default defineConfig({
  resolve: {
    alias: {
      '@/': here('./web/src/'),
      'server-only': here('./scripts/tools/empty-module.ts'),
    },
  },
  test: {
    projects: (['pure', 'content', 'services'] as const).map((name) => ({
      extends: true,
      test: { name, include: projects[name], ...(name === 'content' ? SHARED_MODULES : {}) },
    })),
    exclude: ['**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // next-sanity imports "next/headers" the way Next's bundler resolves it; Node's own ESM loader
    // cannot, so Vite processes it (which also lets tests mock next/headers under it).
    server: { deps: { inline: ['next-sanity'] } },
  },
})
