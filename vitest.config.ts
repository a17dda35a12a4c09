import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// One run for every package's unit tests. Browser tests live in web/e2e and run under Playwright.
export default defineConfig({
  resolve: {
    alias: {
      '@/': here('./web/src/'),
      'server-only': here('./scripts/tools/empty-module.ts'),
    },
  },
  test: {
    include: [
      'packages/**/*.test.{ts,tsx}',
      'studio/**/*.test.ts',
      'web/src/**/*.test.{ts,tsx}',
      'web/serving/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // next-sanity imports "next/headers" the way Next's bundler resolves it; Node's own ESM loader
    // cannot, so Vite processes it (which also lets tests mock next/headers under it).
    server: { deps: { inline: ['next-sanity'] } },
  },
})
