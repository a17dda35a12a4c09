import { defineConfig } from '@playwright/test'

// The Studio's browser test (pnpm test:studio). run.ts builds the Studio for the stand-in and sets
// STUDIO_DIST and the ports; the test starts its own servers (Studio files, stand-in, site).
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: 1,
  retries: 0,
  reporter: [['list']],
  outputDir: '../../test-results/studio-browser',
  use: {
    viewport: { width: 1440, height: 900 },
    // The stand-in's certificate is self-signed (see stand-in.ts).
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
})
