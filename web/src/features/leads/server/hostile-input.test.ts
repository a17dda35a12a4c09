import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseLeadPayload } from '@site/leads'
import { PostgresLeadStore, SqliteLeadStore, exportLines, type LeadStore, type StoredLead } from '@site/lead-store'
import { startPostgresCluster, type PostgresCluster } from '@site/lead-store/testing/postgres-cluster'
import { handleLeadPost } from './lead-handler'
import { parseCsv } from './testing/csv'
import { HOSTILE, NEVER_ECHOED, hostileCases, type HostileCase } from './testing/hostile-bodies'
import { consentFrom } from './testing/consent'

// The fuzz test of the lead route: every malformed or hostile body against the real route handler and a
// real store (a SQLite file, and a throwaway Postgres server), then the office's exports of what was
// kept. No 5xx, nothing invalid stored, nothing a client sent echoed back, every hostile text kept
// verbatim and every export still well-formed.

const scratch = mkdtempSync(join(tmpdir(), 'leads-hostile-'))
let cluster: PostgresCluster
beforeAll(async () => {
  cluster = await startPostgresCluster()
})
afterAll(() => {
  cluster?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

const cases = hostileCases()

function request(entry: HostileCase): Request {
  const headers: Record<string, string> = { 'X-Forwarded-For': '203.0.113.50', 'User-Agent': 'Fuzz/1.0' }
  const type = entry.contentType === undefined ? 'application/json' : entry.contentType
  if (type) headers['Content-Type'] = type
  const body = entry.raw ? String(entry.body) : JSON.stringify(entry.body)
  return new Request('http://localhost/api/leads', { method: 'POST', headers, body: new TextEncoder().encode(body) })
}

async function collect(lines: AsyncGenerator<string>): Promise<string[]> {
  const all: string[] = []
  for await (const line of lines) all.push(line)
  return all
}

/** The e-mail a case's body carries, to find its stored lead. */
const emailOf = (entry: HostileCase) => (entry.body as { leadData: { email: string } }).leadData.email

describe.each([
  ['SQLite', async () => SqliteLeadStore.open(join(scratch, 'fuzz.db'))],
  ['Postgres', async () => PostgresLeadStore.connect(await cluster.createDatabase(), { max: 2 })],
])('hostile bodies against POST /api/leads on %s', (_name, open: () => Promise<LeadStore>) => {
  let store: LeadStore
  const answers = new Map<string, { status: number; text: string; type: string | null }>()

  beforeAll(async () => {
    store = await open()
    for (const entry of cases) {
      const response = await handleLeadPost(request(entry), {
        store: async () => store,
        limiter: null,
        consent: consentFrom(async () => store, { text: 'Current wording.', version: 'v-now' }),
      })
      answers.set(entry.name, { status: response.status, text: await response.text(), type: response.headers.get('content-type') })
    }
  })
  afterAll(() => store?.close())

  it('sends at least 60 different bodies', () => {
    expect(cases.length).toBeGreaterThanOrEqual(60)
    expect(new Set(cases.map((entry) => entry.name)).size).toBe(cases.length)
  })

  it.each(cases.map((entry) => [entry.name, entry] as const))('%s: the expected answer, never a 5xx, nothing echoed', (_n, entry) => {
    const answer = answers.get(entry.name)!
    expect(answer.status).toBeLessThan(500)
    expect(answer.status).toBe(entry.expect === 'stored' ? 201 : entry.expect)
    expect(answer.type).toMatch(/^application\/json/)
    const body = JSON.parse(answer.text)
    if (answer.status === 201) expect(Object.keys(body)).toEqual(['ok', 'id', 'token'])
    else expect(body.message).toEqual(expect.any(String))
    for (const text of NEVER_ECHOED) expect(answer.text).not.toContain(text)
  })

  it('keeps exactly the valid leads, each valid again when read back, hostile text verbatim', async () => {
    const stored = await store.listLeads({ limit: 1000 })
    const kept = cases.filter((entry) => entry.expect === 'stored')
    expect(stored.map((lead) => lead.email).sort()).toEqual(kept.map(emailOf).sort())
    for (const lead of stored) {
      expect(parseLeadPayload(lead.payload).ok).toBe(true)
      const sent = kept.find((entry) => emailOf(entry) === lead.email)!.body as { leadData: Record<string, unknown> }
      // Contact fields are trimmed by the shared rules; the message is kept as typed.
      for (const field of ['firstName', 'lastName', 'address', 'city'] as const)
        expect(lead[field]).toBe(String(sent.leadData[field]).trim())
      expect(lead.message).toBe(sent.leadData.message)
    }
    // The two with a filled trap are kept, flagged, and the trap's text is not part of the lead.
    expect(stored.filter((lead) => lead.suspectedAutomated)).toHaveLength(2)
    for (const lead of stored) expect(Object.keys(lead.payload.leadData)).not.toEqual(expect.arrayContaining(['nectar']))
    const sql = stored.find((lead) => lead.firstName === HOSTILE.sqlDrop)
    expect(sql?.lastName).toBe(HOSTILE.sqlOr)
    expect(stored.find((lead) => lead.lastName === HOSTILE.rtl)).toBeDefined()
    // The prototype of every object is untouched, and no unknown top-level key was kept.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    for (const lead of stored) {
      expect(Object.keys(lead.payload)).toEqual(['client', 'domain', 'leadData', 'legal', 'hubspotSubscriptions'])
      expect(JSON.stringify(lead)).not.toContain('polluted')
      expect(Object.getPrototypeOf(lead.payload.leadData)).toBe(Object.prototype)
    }
  })

  it('exports CSV with every cell in its column and every formula defused', async () => {
    const [header, ...rows] = parseCsv(`${(await collect(exportLines(store, 'leads', 'csv'))).join('\n')}\n`)
    expect(rows.length).toBe(cases.filter((entry) => entry.expect === 'stored').length)
    const column = (name: string) => header!.indexOf(name)
    for (const row of rows) {
      expect(row).toHaveLength(header!.length)
      for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/)
      expect(row[column('email')]).toMatch(/@example\.com$/)
    }
    const formulas = rows.find((row) => row[column('first_name')] === `'${HOSTILE.formula}`)
    expect(formulas?.[column('last_name')]).toBe(`'${HOSTILE.formulaPlus}`)
    expect(formulas?.[column('city')]).toBe(`'${HOSTILE.formulaAt}`)
    expect(rows.find((row) => row[column('address')] === '12 Oak St\r\nApt 4')).toBeDefined()
  })

  it('exports JSON lines that read back as the stored records', async () => {
    const lines = await collect(exportLines(store, 'leads', 'json'))
    for (const line of lines) {
      expect(line).not.toContain('\n')
      const record = JSON.parse(line) as StoredLead
      expect(record).toEqual(await store.getLead(record.id))
    }
  })
})
