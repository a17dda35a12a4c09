import { chmodSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { defaultLeadsFile } from './default-path.ts'
import { DEFAULT_MAX_BYTES, SqliteLeadStore } from './sqlite-store.ts'
import { OPT_OUT_RESERVE_SHARE } from './store-guards.ts'
import { sampleLead, sampleOptOut } from './testing/fixtures.ts'
import { describeLeadStore } from './testing/store-conformance.ts'
import { describeMailAndVisits } from './testing/mail-visit-conformance.ts'
import { describeMailCaps } from './testing/mail-cap-conformance.ts'
import { describePrivacy } from './testing/privacy-conformance.ts'
import { describeVisitDecisions } from './testing/visit-decision-conformance.ts'

const scratch = mkdtempSync(join(tmpdir(), 'leads-sqlite-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

let count = 0
describeLeadStore('SQLite', async (limits) => {
  const file = join(scratch, `store-${++count}`, 'leads.db')
  return async () => SqliteLeadStore.open(file, limits)
})
describeMailAndVisits('SQLite', async () => {
  const file = join(scratch, `store-${++count}`, 'leads.db')
  return async () => SqliteLeadStore.open(file)
})
describeMailCaps('SQLite', async () => {
  const file = join(scratch, `store-${++count}`, 'leads.db')
  return async () => SqliteLeadStore.open(file)
})
describePrivacy('SQLite', async () => {
  const file = join(scratch, `store-${++count}`, 'leads.db')
  return async () => SqliteLeadStore.open(file)
})

describeVisitDecisions('SQLite', async () => {
  const file = join(scratch, `store-${++count}`, 'leads.db')
  return async () => SqliteLeadStore.open(file)
})

describe('SQLite file settings', () => {
  it('writes ahead (WAL) and syncs every commit to disk (synchronous FULL)', async () => {
    const store = SqliteLeadStore.open(join(scratch, 'pragmas', 'leads.db'))
    expect(store.pragmas()).toEqual({ journalMode: 'wal', synchronous: 2 })
    await store.close()
  })

  it('commits bookkeeping without a sync of its own and goes back to syncing every commit', async () => {
    const store = SqliteLeadStore.open(join(scratch, 'bookkeeping', 'leads.db'))
    const lead = sampleLead()
    await store.insertLead(lead)
    const claimed = (await store.mail.claim({ now: lead.receivedAt, limit: 5, leaseMs: 1000 })).jobs
    expect(claimed).toHaveLength(2)
    expect(store.pragmas()).toEqual({ journalMode: 'wal', synchronous: 2 })
    await store.close()
  })

  it('is readable by the server user only, its write-ahead log too', async () => {
    const file = join(scratch, 'private', 'leads.db')
    const store = SqliteLeadStore.open(file)
    await store.insertLead(sampleLead())
    for (const path of [file, `${file}-wal`]) expect((statSync(path).mode & 0o777).toString(8), path).toBe('600')
    await store.close()
  })

  it('tightens a lead file made before to its owner, and never makes a read-only one writable', async () => {
    const file = join(scratch, 'older', 'leads.db')
    await SqliteLeadStore.open(file).close()
    chmodSync(file, 0o644)
    await SqliteLeadStore.open(file).close()
    expect((statSync(file).mode & 0o777).toString(8)).toBe('600')
    chmodSync(file, 0o444)
    const store = SqliteLeadStore.open(file)
    expect((statSync(file).mode & 0o777).toString(8)).toBe('400')
    await store.close()
    chmodSync(file, 0o600)
  })

  it('is capped at 1 GiB when LEADS_DB_MAX_BYTES is not set', async () => {
    const store = SqliteLeadStore.open(join(scratch, 'capped', 'leads.db'))
    expect(store.maxBytes()).toBe(DEFAULT_MAX_BYTES)
    await store.close()
    const small = SqliteLeadStore.open(join(scratch, 'small', 'leads.db'), { maxBytes: 1024 * 1024 })
    expect(small.maxBytes()).toBe(1024 * 1024)
    await small.close()
  })

  it('keeps a share of the cap for opt-outs: filled with leads, it still takes every withdrawal', async () => {
    const maxBytes = 1024 * 1024
    const store = SqliteLeadStore.open(join(scratch, 'reserve', 'leads.db'), { maxBytes, writeBudgetPerHour: 0 })
    let stored = 0
    let refusal: unknown = null
    while (!refusal) {
      await store.insertLead(sampleLead({ lastName: `Flood ${stored}` })).then(
        () => stored++,
        (error: unknown) => (refusal = error),
      )
    }
    expect(refusal).toMatchObject({ code: 'full' })
    expect(await store.usedBytes()).toBeGreaterThanOrEqual(maxBytes * (1 - OPT_OUT_RESERVE_SHARE))
    expect(await store.usedBytes()).toBeLessThan(maxBytes)
    // The reserve holds hundreds of withdrawals.
    for (let index = 0; index < 100; index++) {
      expect(await store.insertOptOut(sampleOptOut({ email: `person-${index}@example.com`, phone: null }))).toBe('created')
    }
    expect(await store.countLeads()).toBe(stored)
    await store.close()
  })

  it('lives at data/leads.db of the repository unless LEADS_DB says otherwise', () => {
    const root = join(import.meta.dirname, '..', '..', '..')
    expect(defaultLeadsFile({}, join(root, 'web'))).toBe(join(root, 'data', 'leads.db'))
    expect(defaultLeadsFile({}, root)).toBe(join(root, 'data', 'leads.db'))
    expect(defaultLeadsFile({ LEADS_DB: '/var/lib/site/leads.db' }, root)).toBe('/var/lib/site/leads.db')
  })
})
