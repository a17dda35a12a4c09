// pnpm test:studio: builds the Studio for the Content Lake stand-in (its API host and preview site are
// built into the bundle, so this is a build of its own, beside the regular one) and runs the Studio's
// browser test. Needs the seed dataset and the web build; makes them when missing.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { siteUrl, studioApiHost } from './ports.ts'
import { DATASET, PROJECT_ID } from './stand-in.ts'

const root = new URL('../../', import.meta.url).pathname
const dist = process.env.STUDIO_DIST ?? join(tmpdir(), `studio-browser-dist-${process.env.STUDIO_E2E_PORT ?? 'default'}`)
const env = { ...process.env, SANITY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', NEXT_TELEMETRY_DISABLED: '1', STUDIO_DIST: dist }

function run(command: string, extra: Record<string, string> = {}) {
  const started = Date.now()
  const result = spawnSync(command, { cwd: root, env: { ...env, ...extra }, shell: true, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
  console.log(`(${command.split(' ').slice(0, 4).join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

if (!existsSync(join(root, 'web/content/dataset.ndjson'))) run('pnpm seed')
if (!existsSync(join(root, 'web/.next/BUILD_ID'))) run('pnpm --filter web build')
if (!process.argv.includes('--no-build'))
  run(`pnpm --filter studio exec sanity build ${dist} --yes`, {
    SANITY_STUDIO_PROJECT_ID: PROJECT_ID,
    SANITY_STUDIO_DATASET: DATASET,
    SANITY_STUDIO_API_HOST: studioApiHost,
    SANITY_STUDIO_PREVIEW_URL: siteUrl,
  })
run(
  `pnpm --filter scripts exec playwright test -c studio-browser/playwright.config.ts ${process.argv
    .slice(2)
    .filter((a) => a !== '--no-build')
    .join(' ')}`,
)
