import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { defaultLeadsFile } from './default-path.ts'
import { SqliteLeadStore } from './sqlite-store.ts'
import { describeLeadStore } from './testing/store-conformance.ts'

const scratch = mkdtempSync(join(tmpdir(), 'leads-sqlite-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

let count = 0
describeLeadStore('SQLite', async () => {
  const file = join(scratch, `store-${++count}`, 'leads.db')
  return async () => SqliteLeadStore.open(file)
})

describe('SQLite file settings', () => {
  it('writes ahead (WAL) and syncs every commit to disk (synchronous FULL)', async () => {
    const store = SqliteLeadStore.open(join(scratch, 'pragmas', 'leads.db'))
    expect(store.pragmas()).toEqual({ journalMode: 'wal', synchronous: 2 })
    await store.close()
  })

  it('lives at data/leads.db of the repository unless LEADS_DB says otherwise', () => {
    const root = join(import.meta.dirname, '..', '..', '..')
    expect(defaultLeadsFile({}, join(root, 'web'))).toBe(join(root, 'data', 'leads.db'))
    expect(defaultLeadsFile({}, root)).toBe(join(root, 'data', 'leads.db'))
    expect(defaultLeadsFile({ LEADS_DB: '/var/lib/site/leads.db' }, root)).toBe('/var/lib/site/leads.db')
  })
})
