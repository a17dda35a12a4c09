// Runs before each file of the vitest projects that share one module cache per worker (vitest.config.ts):
// what one file sets up, the next file would otherwise inherit.
import { afterAll, vi } from 'vitest'

// The site's fetch layer is the seeded dataset for every file alike, whichever file loads it first (the
// section tests ask for the same with their own vi.mock; a file that did not would get the real one,
// and so would every file after it).
vi.mock('@/sanity/fetch', () => import('../../web/src/sanity/testing/seeded-content.ts'))

// A global, an environment variable or a fake clock a file sets up (studio/src/structure.test.ts gives
// Node a window) goes with that file.
afterAll(() => {
  vi.unstubAllGlobals()
  vi.unstubAllEnvs()
  vi.useRealTimers()
})
