import { spawnSync } from 'node:child_process'
import { expect, it } from 'vitest'

const start = new URL('./start.ts', import.meta.url).pathname

it('refuses to start with a webhook secret under 32 characters, and says how to make one', () => {
  const result = spawnSync(process.execPath, [start], {
    env: { ...process.env, SANITY_REVALIDATE_SECRET: 'too-short-to-be-safe', PORT: '0' },
    encoding: 'utf8',
    timeout: 10_000,
  })
  expect(result.status).toBe(1)
  expect(result.stderr).toMatch(/SANITY_REVALIDATE_SECRET is 20 characters; it must be at least 32/)
  expect(result.stderr).toMatch(/openssl rand -hex 32/)
})
