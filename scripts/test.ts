// pnpm test: every check the project has, in stages that fail fastest: the static checks and the seed,
// then the unit tests beside the builds, then the browser tests beside the Studio's browser test. The
// steps of a stage run side by side (docs/testing.md says why these and what each needs); the table at
// the end has each stage's wall time and each step's.
//   node scripts/test.ts "unit tests" "lint"   only those steps (a stage's chosen steps still run together)
//   node scripts/test.ts --serial              one step at a time, to time each on its own
import { copyFileSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PUBLIC_ORIGIN } from '../web/e2e/support/public-origin.ts'
import { studioBuildEnv, studioDist } from './studio-browser/build.ts'
import { runStages, type Io, type Stage } from './tools/run-stages.ts'

const root = new URL('../', import.meta.url).pathname
const env = { ...process.env, SANITY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', NEXT_TELEMETRY_DISABLED: '1' }
const args = process.argv.slice(2)

const GENERATED = ['studio/schema.json', 'packages/sanity/src/sanity.types.ts']

async function typegenDrift(io: Io): Promise<void> {
  const saved = GENERATED.map((file) => {
    const copy = join(tmpdir(), `typegen-${process.pid}-${file.replace(/\W/g, '_')}`)
    copyFileSync(join(root, file), copy)
    return { file, copy }
  })
  await io.capture('pnpm typegen')
  const changed = saved.filter(({ file, copy }) => readFileSync(join(root, file), 'utf8') !== readFileSync(copy, 'utf8'))
  if (changed.length) {
    throw new Error(`Generated types are out of date: ${changed.map((c) => c.file).join(', ')}. Run "pnpm typegen" and commit the result.`)
  }
}

async function schemaValidate(io: Io): Promise<void> {
  const output = await io.capture('pnpm --filter studio exec sanity schema validate')
  if (!/0 errors/.test(output) || !/0 warnings/.test(output)) {
    io.print(output)
    throw new Error('sanity schema validate reported errors or warnings')
  }
}

const step = (name: string, command: string, extra?: Record<string, string>) => ({
  name,
  run: (io: Io) => io.exec(command, extra ? { env: extra } : {}),
})

const stages: Stage[] = [
  {
    name: 'checks',
    lanes: [
      // typegen rewrites the generated types in place; typecheck reads them, so it comes after.
      [{ name: 'typegen drift', run: typegenDrift }, step('typecheck', 'pnpm -r --workspace-concurrency 1 typecheck')],
      { name: 'schema validate', run: schemaValidate },
      step('lint', 'pnpm exec eslint . --max-warnings 0'),
      step('format', 'pnpm exec prettier --check . --log-level warn'),
      // The section tests and both builds read the dataset the site serves.
      step('seed', 'pnpm seed'),
    ],
  },
  {
    name: 'unit tests and builds',
    lanes: [
      step('unit tests', 'pnpm exec vitest run'),
      // Built as a deployment is, for its public https origin: the TLS-proxy browser test serves it there.
      step('build web', 'pnpm --filter web build', { SITE_URL: PUBLIC_ORIGIN }),
      // Both Studio builds write Sanity's runtime files in studio/.sanity, so one after the other. The
      // second has the Content Lake stand-in's address and the preview site built in (the Studio's
      // browser test runs it).
      [
        step('build studio', 'pnpm --filter studio build'),
        step('build studio (stand-in)', `pnpm --filter studio exec sanity build ${studioDist} --yes`, studioBuildEnv),
      ],
    ],
  },
  {
    name: 'browser',
    lanes: [
      step('browser tests', 'pnpm --filter web exec playwright test'),
      // The built Studio in Chromium against a Content Lake stand-in: edit, publish, the site follows.
      step('studio browser', 'node scripts/studio-browser/run.ts --no-build', { STUDIO_DIST: studioDist }),
    ],
  },
]

await runStages(stages, {
  root,
  env,
  only: args.filter((arg) => !arg.startsWith('--')),
  serial: args.includes('--serial'),
})
