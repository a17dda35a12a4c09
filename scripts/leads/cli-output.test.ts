import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SqliteLeadStore, type NewLead } from '@site/lead-store'
import { sampleLead } from '@site/lead-store/testing/fixtures'
import { hasControlCharacter } from '@site/leads'
import { terminalJson, terminalText } from './terminal.ts'

// What the office's terminal shows of leads strangers typed: markup, SQL, right-to-left overrides
// and, in a row from before the site refused them, terminal escape sequences. `pnpm leads` must print
// every one of them as visible text and keep its JSON readable.

const scratch = mkdtempSync(join(tmpdir(), 'leads-cli-'))
const file = join(scratch, 'leads.db')
const cli = new URL('./cli.ts', import.meta.url).pathname
const run = (...args: string[]) =>
  execFileSync(process.execPath, [cli, ...args], { env: { ...process.env, LEADS_DB: file, DATABASE_URL: '' }, encoding: 'utf8' })

// Raw controls a terminal acts on (escape, bell, CSI), and direction overrides.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_OUTPUT = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/

let hostile: NewLead
let legacy: NewLead
beforeAll(async () => {
  const store = SqliteLeadStore.open(file)
  hostile = sampleLead({ firstName: '<script>alert(1)</script>', lastName: "Robert'); DROP TABLE leads;--", city: 'evil\u202ecom.example' })
  legacy = sampleLead({ firstName: 'Esc\u001b[2J\u001b]52;c;ZXZpbA==\u0007', lastName: 'Csi\u009b31m', address: 'Line\nbreak' })
  await store.insertLead(hostile)
  await store.insertLead(legacy)
  await store.close()
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

describe('pnpm leads output', () => {
  it('list shows every control and direction character as a visible escape, one row per lead', () => {
    const output = run('list')
    expect(output).not.toMatch(UNSAFE_OUTPUT)
    const rows = output.trim().split('\n')
    expect(rows).toHaveLength(3)
    expect(output).toContain('Esc\\u001b[2J')
    expect(output).toContain('<script>alert(1)</scr…')
  })

  it('show prints JSON that reads back as the stored lead', () => {
    for (const lead of [hostile, legacy]) {
      const output = run('show', lead.id)
      expect(output).not.toMatch(UNSAFE_OUTPUT)
      expect(JSON.parse(output)).toMatchObject({ id: lead.id, firstName: lead.firstName, lastName: lead.lastName, city: lead.city })
    }
  })

  it('export --format json prints one readable JSON line per lead', () => {
    const output = run('export', '--format', 'json')
    expect(output).not.toMatch(UNSAFE_OUTPUT)
    const lines = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines.map((lead) => lead.firstName)).toEqual([hostile.firstName, legacy.firstName])
    expect(lines[0].payload.leadData.city).toBe('evil\u202ecom.example')
  })

  it('export --format csv carries no terminal controls and keeps SQL as text', () => {
    const output = run('export', '--format', 'csv')
    expect(hasControlCharacter(output)).toBe(false)
    expect(output).toContain(`,Robert'); DROP TABLE leads;--,`)
    expect(output).toContain('Esc\ufffd[2J')
  })

  it('show names a missing lead without echoing controls', () => {
    expect(() => run('show', 'none\u001b[2J')).toThrow(/No lead with id none\\u001b\[2J/)
  })
})

describe('terminal escaping', () => {
  it('escapes controls, C1 and direction marks, keeps other text, and stays valid JSON', () => {
    expect(terminalText('a\u001bb\u009bc\u202ed\ne')).toBe('a\\u001bb\\u009bc\\u202ed\\u000ae')
    expect(terminalText('Zoë 李 👩‍🌾')).toBe('Zoë 李 👩‍🌾')
    const value = { name: 'x\u202ey\u0085z', list: [1] }
    expect(JSON.parse(terminalJson(value, 2))).toEqual(value)
  })
})

describe('pnpm leads export --out', () => {
  it('writes the file readable by its owner only: it holds names, phones and addresses', () => {
    for (const [args, out] of [
      [['export', '--format', 'csv'], join(scratch, 'leads.csv')],
      [['opt-outs', '--format', 'json'], join(scratch, 'opt-outs.json')],
    ] as const) {
      run(...args, '--out', out)
      expect((statSync(out).mode & 0o777).toString(8), out).toBe('600')
    }
    expect(readFileSync(join(scratch, 'leads.csv'), 'utf8')).toContain(hostile.id)
  })
})
