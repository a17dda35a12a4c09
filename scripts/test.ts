// pnpm test: every check the project has, in the order that fails fastest. Prints each step's time.
import { spawnSync } from 'node:child_process'
import { copyFileSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PUBLIC_ORIGIN } from '../web/e2e/support/public-origin.ts'

const root = new URL('../', import.meta.url).pathname
const env = { ...process.env, SANITY_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', NEXT_TELEMETRY_DISABLED: '1' }
const only = process.argv.slice(2)

function run(command: string, cwd = root): string {
  const result = spawnSync(command, {
    cwd,
    env,
    shell: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  if (result.status !== 0) {
    process.stdout.write(output)
    throw new Error(`"${command}" exited with ${result.status}`)
  }
  return output
}

function runLive(command: string, cwd = root, extra: Record<string, string> = {}): void {
  const result = spawnSync(command, { cwd, env: { ...env, ...extra }, shell: true, stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`"${command}" exited with ${result.status}`)
}

const GENERATED = ['studio/schema.json', 'packages/sanity/src/sanity.types.ts']

function typegenDrift(): void {
  const saved = GENERATED.map((file) => {
    const copy = join(tmpdir(), `typegen-${file.replace(/\W/g, '_')}`)
    copyFileSync(join(root, file), copy)
    return { file, copy }
  })
  run('pnpm typegen')
  const changed = saved.filter(({ file, copy }) => readFileSync(join(root, file), 'utf8') !== readFileSync(copy, 'utf8'))
  if (changed.length) {
    throw new Error(`Generated types are out of date: ${changed.map((c) => c.file).join(', ')}. Run "pnpm typegen" and commit the result.`)
  }
}

function schemaValidate(): void {
  const output = run('pnpm --filter studio exec sanity schema validate')
  if (!/0 errors/.test(output) || !/0 warnings/.test(output)) {
    process.stdout.write(output)
    throw new Error('sanity schema validate reported errors or warnings')
  }
}

const steps: [string, () => void][] = [
  ['typegen drift', typegenDrift],
  ['schema validate', schemaValidate],
  ['lint', () => runLive('pnpm exec eslint . --max-warnings 0')],
  ['format', () => runLive('pnpm exec prettier --check . --log-level warn')],
  ['typecheck', () => runLive('pnpm -r --workspace-concurrency 1 typecheck')],
  // Seeded first: the section render tests read the dataset the site serves.
  ['seed', () => runLive('pnpm seed')],
  ['unit tests', () => runLive('pnpm exec vitest run')],
  // Built as a deployment is, for its public https origin: the TLS-proxy browser test serves it there.
  ['build web', () => runLive('pnpm --filter web build', root, { SITE_URL: PUBLIC_ORIGIN })],
  ['build studio', () => runLive('pnpm --filter studio build')],
  ['browser tests', () => runLive('pnpm --filter web exec playwright test')],
  // The built Studio in Chromium against a Content Lake stand-in: edit, publish, the site follows.
  ['studio browser', () => runLive('node scripts/studio-browser/run.ts')],
]

const timings: string[] = []
const started = Date.now()
for (const [name, step] of steps) {
  if (only.length && !only.includes(name)) continue
  const t0 = Date.now()
  console.log(`\n▶ ${name}`)
  try {
    step()
  } catch (error) {
    console.error(`\n✖ ${name} failed: ${(error as Error).message}`)
    process.exit(1)
  }
  timings.push(`${name.padEnd(16)} ${((Date.now() - t0) / 1000).toFixed(1).padStart(6)} s`)
}
console.log(`\n✔ all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s\n${timings.join('\n')}`)
