import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vitest/config'
import { testProjects } from './scripts/tools/test-projects.ts'
import { compileSheet, sheetModule } from './web/serving/sheets.ts'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))
const projects = testProjects(here('./'))

// The content tests import the content package, the Studio's schema and React, about a second per file
// when each file loads them afresh (isolate), most of the project's time: so its files share one module
// cache per worker. Such a file mocks no module of its own (vi.mock in one file would reach, or miss,
// the others) and leaves no global behind; the setup file makes both hold. The pure and services
// projects keep a fresh module graph per file: their tests mock modules and spawn processes.
const SHARED_MODULES = { isolate: false, setupFiles: [here('./scripts/tools/shared-modules-setup.ts')] }

// Component sheets (`*.pcss`) compiled as the site's build compiles them (web/serving/sheets.ts), so a
// render test sees the pages' class names and style resources. Vite and vitest take `.pcss` for
// PostCSS, so the compiled module is a virtual one whose id no CSS plugin claims.
const SHEET = '\0component-sheet:'
const SHEET_END = '.js'
const componentSheets: Plugin = {
  name: 'component-sheets',
  enforce: 'pre',
  async resolveId(source, importer) {
    if (!source.endsWith('.pcss')) return null
    const resolved = await this.resolve(source, importer, { skipSelf: true })
    return resolved ? SHEET + resolved.id + SHEET_END : null
  },
  load(id) {
    if (!id.startsWith(SHEET)) return null
    const file = id.slice(SHEET.length, -SHEET_END.length)
    this.addWatchFile(file)
    return sheetModule(compileSheet(file, readFileSync(file, 'utf8')), 'server')
  },
}

// Every package's unit tests in three projects, by what a test needs (scripts/tools/test-projects.ts):
// `pnpm exec vitest run --project pure` runs the ones that need nothing but the code. Browser tests
// live in web/e2e and run under Playwright.
export default defineConfig({
  plugins: [componentSheets],
  resolve: {
    alias: {
      '@/': here('./web/src/'),
      'server-only': here('./scripts/tools/empty-module.ts'),
      // What `next/dynamic` is in the App Router (Next aliases it so for app code): React.lazy inside
      // Suspense, rendered on the server, so a section's lazily loaded form renders in its test too.
      'next/dynamic': 'next/dist/shared/lib/app-dynamic.js',
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
