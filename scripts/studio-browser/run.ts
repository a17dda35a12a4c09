// pnpm test:studio: builds the Studio for the Content Lake stand-in (build.ts) and runs the Studio's
// browser test. Needs the seed dataset and the web build; makes them when missing. `--no-build` runs
// the test on the Studio built before (pnpm test builds it in its build stage).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { studioBuildEnv, studioDist } from './build.ts'

const root = new URL('../../', import.meta.url).pathname
const env = { ...process.env, SANITY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', NEXT_TELEMETRY_DISABLED: '1', STUDIO_DIST: studioDist }

function run(command: string, extra: Record<string, string> = {}) {
  const started = Date.now()
  const result = spawnSync(command, { cwd: root, env: { ...env, ...extra }, shell: true, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
  console.log(`(${command.split(' ').slice(0, 4).join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s)`)
}

if (!existsSync(join(root, 'web/content/dataset.ndjson'))) run('pnpm seed')
if (!existsSync(join(root, 'web/.next/BUILD_ID'))) run('pnpm --filter web build')
if (!process.argv.includes('--no-build')) run(`pnpm --filter studio exec sanity build ${studioDist} --yes`, studioBuildEnv)
run(
  `pnpm --filter scripts exec playwright test -c studio-browser/playwright.config.ts ${process.argv
    .slice(2)
    .filter((a) => a !== '--no-build')
    .join(' ')}`,
)
