import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { testProjects } from './scripts/tools/test-projects.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const projects = testProjects(here('./'))

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
      test: { name, include: projects[name] },
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
