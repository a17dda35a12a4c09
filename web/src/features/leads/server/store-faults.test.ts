import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PostgresLeadStore, SqliteLeadStore, type LeadStore } from '@site/lead-store'
import { startPostgresCluster, type PostgresCluster } from '@site/lead-store/testing/postgres-cluster'
import { NOT_SAVED } from './admission'
import { handleLeadPost } from './lead-handler'
import { validBody } from './testing/hostile-bodies'
import { consentFrom } from './testing/consent'

// A store that cannot take a lead (a full disk, a read-only database, a database that is down):
// the visitor gets a 503 that says so, never a 201 (the form would show "Thank You!"), every lead
// acknowledged before is still there, the server log names the failure without the visitor's data,
// and the store opens cleanly once the fault is gone.
//
// "Full" is the store's cap (LEADS_DB_MAX_BYTES): leads stop at the share of it left after the
// opt-outs' reserve, answered as SQLite's own SQLITE_FULL ("database or disk is full") would be.

const scratch = mkdtempSync(join(tmpdir(), 'leads-faults-'))
let cluster: PostgresCluster | undefined
afterAll(() => {
  cluster?.stop()
  rmSync(scratch, { recursive: true, force: true })
})
const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
afterEach(() => errors.mockClear())

let serial = 0
async function post(store: () => Promise<LeadStore>) {
  const body = validBody(`fault-${++serial}`)
  const response = await handleLeadPost(
    new Request('http://localhost/api/leads', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.30' },
      body: JSON.stringify(body),
    }),
    { store, limiter: null, consent: consentFrom(store, { text: 'wording', version: 'v1' }) },
  )
  return {
    status: response.status,
    body: await response.json(),
    email: String(body.leadData.email),
    retryAfter: response.headers.get('retry-after'),
  }
}

/** Nothing a visitor typed reaches the server log. */
function expectNoPersonalDataLogged(emails: string[]) {
  const logged = errors.mock.calls.flat().map(String).join('\n')
  expect(logged).toMatch(/could not store lead/)
  for (const personal of [...emails, 'Maria', 'Lopez', '555-0142', '1200 Riverside']) expect(logged).not.toContain(personal)
}

describe('a full store (SQLite)', () => {
  it('answers 503 with a message once the file is full, loses nothing acknowledged, and reopens cleanly', async () => {
    const file = join(scratch, 'full', 'leads.db')
    // Leads stop at the share of the cap left after the opt-outs' reserve.
    const store = SqliteLeadStore.open(file, { maxBytes: 256 * 1024 })
    const answers: Awaited<ReturnType<typeof post>>[] = []
    while (answers.filter((answer) => answer.status === 503).length < 3 && answers.length < 200) answers.push(await post(async () => store))
    const accepted = answers.filter((answer) => answer.status === 201)
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(accepted.length).toBeGreaterThan(0)
    expect(refused.map((answer) => answer.status)).toEqual([503, 503, 503])
    for (const answer of refused) {
      expect(answer.body).toEqual({ message: NOT_SAVED })
      expect(answer.retryAfter).toBe('60')
    }
    expect(await store.countLeads()).toBe(accepted.length)
    for (const answer of accepted) expect(await store.getLead(answer.body.id)).not.toBeNull()
    expectNoPersonalDataLogged(answers.map((answer) => answer.email))
    expect(errors.mock.calls.flat().join('\n')).toMatch(/full up to the share kept for opt-outs/)
    await store.close()

    const check = new DatabaseSync(file)
    expect(check.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' })
    check.close()
    const roomy = SqliteLeadStore.open(file)
    expect((await post(async () => roomy)).status).toBe(201)
    expect(await roomy.countLeads()).toBe(accepted.length + 1)
    await roomy.close()
  })
})

describe('Postgres faults', () => {
  let url = ''
  beforeAll(async () => {
    cluster = await startPostgresCluster()
    url = await cluster.createDatabase()
  })

  it('a read-only database: 503 with a message, nothing half-written, fine again once writable', async () => {
    const first = await PostgresLeadStore.connect(url, { max: 2 })
    const before = await post(async () => first)
    expect(before.status).toBe(201)
    await first.close()

    const database = new URL(url).pathname.slice(1)
    await cluster!.exec(`ALTER DATABASE ${database} SET default_transaction_read_only = on`)
    const readOnly = await PostgresLeadStore.connect(url, { max: 2 })
    const refused = await post(async () => readOnly)
    expect(refused).toMatchObject({ status: 503, body: { message: NOT_SAVED } })
    expect(errors.mock.calls.flat().join('\n')).toMatch(/read-only transaction/)
    expectNoPersonalDataLogged([refused.email])
    await readOnly.close()

    await cluster!.exec(`ALTER DATABASE ${database} SET default_transaction_read_only = off`)
    const writable = await PostgresLeadStore.connect(url, { max: 2 })
    expect((await post(async () => writable)).status).toBe(201)
    expect((await writable.listLeads()).map((lead) => lead.email)).not.toContain(refused.email)
    expect(await writable.countLeads()).toBe(2)
    expect(await writable.countLeads('pending')).toBe(2)
    await writable.close()
  })

  it('a database that is down: 503 with a message, not a hang or a crash', async () => {
    const store = await PostgresLeadStore.connect(url, { max: 2 })
    cluster!.stop()
    const answer = await post(async () => store)
    expect(answer).toMatchObject({ status: 503, body: { message: NOT_SAVED } })
    expectNoPersonalDataLogged([answer.email])
    await store.close().catch(() => undefined)
    // And a store that cannot even be opened answers the same.
    const unreachable = await post(() => PostgresLeadStore.connect(url, { max: 1 }))
    expect(unreachable).toMatchObject({ status: 503, body: { message: NOT_SAVED } })
  })
})
