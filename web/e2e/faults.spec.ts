// The lead path under faults, on the production server: SIGKILL in the middle of a burst
// (SQLite and Postgres), a full store and a read-only store. No acknowledged lead may be lost, the
// store must open cleanly afterwards, and a visitor whose lead was not saved must be told so, never
// thanked. (It replaces the SIGKILL-after-201 test leads.spec.ts had; the CRM outage is in
// src/features/leads/server/crm-outage.test.ts.)
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import type { Page } from '@playwright/test'
import { expect, test } from './support/test.ts'
import { PostgresLeadStore, SqliteLeadStore, type LeadStore } from '@site/lead-store'
import { startPostgresCluster, type PostgresCluster } from '@site/lead-store/testing/postgres-cluster'
import { leadBody, startProductionServer, type RunningServer } from './support/kill-server'
import { fillValidLead, visitor } from './support/leads'

const NOT_SAVED = 'We could not save your request just now. Please try again in a moment.'

let scratch: string
let cluster: PostgresCluster | undefined
test.beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'e2e-faults-'))
})
test.afterEach(() => rmSync(scratch, { recursive: true, force: true }))
test.afterAll(() => cluster?.stop())

async function storedIds(store: LeadStore): Promise<Set<string>> {
  const ids = new Set<string>()
  for (let after: number | undefined; ;) {
    const page = await store.listLeads({ after, limit: 1000 })
    if (!page.length) return ids
    for (const lead of page) ids.add(lead.id)
    after = page.at(-1)!.seq
  }
}

/** Posts from `workers` clients at once until the server dies after `killAfter` acknowledgements. */
async function burstAndKill(server: RunningServer, killAfter: number, workers = 24) {
  const acknowledged: string[] = []
  let failed = 0
  let next = 0
  const worker = async () => {
    while (acknowledged.length < killAfter) {
      const response = await fetch(`${server.url}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(leadBody(`burst-${next++}-${Date.now()}@example.com`)),
      }).catch(() => null)
      // In flight when the server died (no answer, or an answer cut off before its id arrived): the
      // visitor sees "Network error occurred", not a thank-you, so it is not an acknowledgement.
      const answer = response && (await response.json().catch(() => null))
      if (!response || !answer) {
        failed += 1
        return
      }
      expect(response.status).toBe(201)
      acknowledged.push(answer.id)
      if (acknowledged.length >= killAfter) server.kill()
    }
  }
  await Promise.all(Array.from({ length: workers }, worker))
  expect(await server.exited).toBe('SIGKILL')
  return { acknowledged, failed }
}

for (const kind of ['SQLite', 'Postgres'] as const) {
  test(`${kind}: SIGKILL during a burst loses no acknowledged lead, the store opens cleanly, the site carries on`, async () => {
    test.setTimeout(150_000)
    const leadsDb = join(scratch, 'leads.db')
    let env: Record<string, string> = {}
    if (kind === 'Postgres') {
      cluster ??= await startPostgresCluster()
      env = { DATABASE_URL: await cluster.createDatabase() }
    }
    const open = (): Promise<LeadStore> =>
      env.DATABASE_URL ? PostgresLeadStore.connect(env.DATABASE_URL, { max: 2 }) : Promise.resolve(SqliteLeadStore.open(leadsDb))

    const first = await startProductionServer(leadsDb, { env })
    const { acknowledged } = await burstAndKill(first, 80)

    if (kind === 'SQLite') {
      // The file as the killed process left it (WAL not checkpointed): consistent, and every lead has its outbox row.
      const db = new DatabaseSync(leadsDb)
      expect(db.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }])
      expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([])
      expect(
        db.prepare('SELECT COUNT(*) AS n FROM leads l LEFT JOIN lead_outbox o ON o.lead_id = l.id WHERE o.lead_id IS NULL').get(),
      ).toEqual({ n: 0 })
      db.close()
    }
    const store = await open()
    const stored = await storedIds(store)
    expect(acknowledged.length).toBeGreaterThanOrEqual(80)
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([])
    expect(await store.countLeads('pending')).toBe(stored.size)
    await store.close()

    const second = await startProductionServer(leadsDb, { env })
    try {
      const after = await fetch(`${second.url}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(leadBody(`after-restart-${Date.now()}@example.com`)),
      })
      expect(after.status).toBe(201)
      const reopened = await open()
      expect(await reopened.countLeads()).toBe(stored.size + 1)
      await reopened.close()
    } finally {
      second.kill()
    }
  })
}

/** A visitor sends the home form and must see the server's message, never the thanks. */
async function expectToldNotSaved(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/`)
  const form = page.locator('main form[data-form-id="home-page-form"]')
  const person = visitor('refused')
  await fillValidLead(form, person)
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/leads'))
  await form.locator('button[type="submit"]').click()
  expect((await answer).status()).toBe(503)
  await expect(form.getByRole('alert')).toHaveText(NOT_SAVED)
  await expect(form.locator('button[type="submit"]')).not.toHaveText(/Thank You!/)
  await expect(form.locator('button[type="submit"]')).toBeEnabled()
  return person
}

test('a full store: 503 with a message for the API and the visitor, every acknowledged lead kept', async ({ page }) => {
  test.setTimeout(90_000)
  const leadsDb = join(scratch, 'leads.db')
  // LEADS_DB_MAX_BYTES caps the file: leads stop at the share of it left after the opt-outs' reserve
  // and get the answer a full disk gets.
  const server = await startProductionServer(leadsDb, { env: { LEADS_DB_MAX_BYTES: String(256 * 1024) } })
  try {
    const acknowledged: string[] = []
    let status = 201
    for (let i = 0; i < 100 && status === 201; i += 1) {
      const response = await fetch(`${server.url}/api/leads`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(leadBody(`fill-${i}-${Date.now()}@example.com`)),
      })
      status = response.status
      if (status === 201) acknowledged.push((await response.json()).id)
      else expect(await response.json()).toEqual({ message: NOT_SAVED })
    }
    expect(status).toBe(503)
    expect(acknowledged.length).toBeGreaterThan(0)
    const person = await expectToldNotSaved(page, server.url)
    const store = SqliteLeadStore.open(leadsDb)
    const stored = await storedIds(store)
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([])
    expect((await store.listLeads({ limit: 1000 })).map((lead) => lead.email)).not.toContain(person.email)
    await store.close()
  } finally {
    server.kill()
  }
})

test('a read-only store: 503 with a message, nothing pretended', async ({ page }) => {
  test.setTimeout(90_000)
  const dir = join(scratch, 'store')
  const leadsDb = join(dir, 'leads.db')
  const seed = SqliteLeadStore.open(leadsDb)
  await seed.close()
  // The server may read the file but not write it or its directory (as root too: see obeyFileModes).
  chmodSync(scratch, 0o755)
  chmodSync(leadsDb, 0o444)
  chmodSync(dir, 0o555)
  const server = await startProductionServer(leadsDb, { obeyFileModes: true })
  try {
    const response = await fetch(`${server.url}/api/leads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(leadBody(`read-only-${Date.now()}@example.com`)),
    })
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({ message: NOT_SAVED })
    await expectToldNotSaved(page, server.url)
    expect(server.output()).toMatch(/could not store lead .*readonly|could not store lead .*unable to open/)
  } finally {
    server.kill()
    chmodSync(dir, 0o755)
  }
  const store = SqliteLeadStore.open(leadsDb)
  expect(await store.countLeads()).toBe(0)
  await store.close()
})
