import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runSeed, USAGE } from './run.ts'

let scratch: string
const sink = () => {
  let text = ''
  return { write: (chunk: string) => ((text += chunk), true), isTTY: false, text: () => text }
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'seed-run-'))
})
afterAll(() => rm(scratch, { recursive: true, force: true }))

describe('pnpm seed without a project', () => {
  const embedded = () => ({ datasetFile: join(scratch, 'dataset.ndjson'), assetDir: join(scratch, 'assets') })

  it('writes the embedded copy and says the project was not written when only the read settings are set', async () => {
    const stdout = sink()
    await runSeed([], { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' }, { stdout, stderr: sink(), embedded: embedded() })
    expect(existsSync(embedded().datasetFile)).toBe(true)
    expect(stdout.text()).toMatch(/^Wrote \d+ documents and \d+ images to /)
    expect(stdout.text()).toContain('SANITY_API_WRITE_TOKEN is not set')
  })

  it('dry-runs against the embedded copy: reports an edited price and a stale document, writes nothing', async () => {
    const file = embedded().datasetFile
    const edited = readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => (line.includes('"_id":"plan-lawn-program"') ? line.replace(/"price":\d+/, '"price":1') : line))
    edited.push(JSON.stringify({ _id: 'faq-retired', _type: 'faq' }))
    writeFileSync(file, edited.join('\n'))
    const before = readFileSync(file, 'utf8')
    const stdout = sink()
    await runSeed(['--dry-run'], {}, { stdout, stderr: sink(), embedded: embedded() })
    expect(stdout.text()).toContain(`Dry run against the embedded copy ${file}`)
    expect(stdout.text()).toContain('~ update  plan-lawn-program (plan): price')
    expect(stdout.text()).toContain('- remove  faq-retired (faq)')
    expect(stdout.text()).toMatch(/0 to create, 1 to update, 1 to remove, \d+ unchanged/)
    expect(readFileSync(file, 'utf8')).toBe(before)
  })

  it('prints its usage', async () => {
    const stdout = sink()
    await runSeed(['--help'], {}, { stdout, stderr: sink(), embedded: embedded() })
    expect(stdout.text()).toBe(`${USAGE}\n`)
  })

  it('rejects an unknown option', async () => {
    await expect(runSeed(['--push'], {}, { stdout: sink(), stderr: sink(), embedded: embedded() })).rejects.toThrow(/Unknown option/)
  })
})
