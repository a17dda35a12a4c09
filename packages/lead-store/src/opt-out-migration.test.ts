import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PostgresLeadStore } from './postgres-store.ts'
import { SqliteLeadStore } from './sqlite-store.ts'
import { startPostgresCluster, type PostgresCluster } from './testing/postgres-cluster.ts'
import { postgresBefore, sqliteBefore } from './testing/store-before.ts'
import type { LeadStore } from './types.ts'

// A store written before opt-outs were merged holds one row per request. Opening it with this version
// merges them: one record per contact, the newest row's details, the first time, the count of
// requests and every channel any of them withdrew.

const rows: [string, string, string | null, string | null, string][] = [
  ['a', '2025-01-01T10:00:00.000Z', 'dana@example.com', null, 'sms'],
  ['b', '2025-02-01T10:00:00.000Z', 'Dana@Example.com', null, 'email'],
  ['c', '2025-03-01T10:00:00.000Z', 'dana@example.com', null, 'sms'],
  ['d', '2025-02-15T10:00:00.000Z', null, '9045550142', 'sms'],
]
const insert = `INSERT INTO opt_outs (id, received_at, email, phone, email_key, phone_key, channels, status, updated_at)
  VALUES ($1, $2, $3, $4, lower($3), $4, $5, 'pending', $2)`

let cluster: PostgresCluster
const scratch = mkdtempSync(join(tmpdir(), 'opt-out-migration-'))
beforeAll(async () => {
  cluster = await startPostgresCluster()
})
afterAll(() => {
  cluster?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

async function expectMerged(store: LeadStore) {
  const optOuts = await store.listOptOuts()
  expect(optOuts).toHaveLength(2)
  expect(optOuts.find((optOut) => optOut.email)).toMatchObject({
    id: 'c',
    receivedAt: '2025-03-01T10:00:00.000Z',
    firstReceivedAt: '2025-01-01T10:00:00.000Z',
    requests: 3,
    channels: ['sms', 'email'],
  })
  expect(optOuts.find((optOut) => optOut.phone)).toMatchObject({ id: 'd', requests: 1, channels: ['sms'] })
  await store.close()
}

describe('opening a store written before opt-outs were merged', () => {
  it('merges them in SQLite', async () => {
    const file = join(scratch, 'leads.db')
    const db = sqliteBefore(file, 4)
    for (const row of rows) db.prepare(insert.replace(/\$\d/g, (match) => `?${match.slice(1)}`)).run(...row)
    db.close()
    await expectMerged(SqliteLeadStore.open(file))
  })

  it('merges them in Postgres', async () => {
    const url = await cluster.createDatabase()
    const client = await postgresBefore(url, 4)
    for (const row of rows) await client.query(insert, row)
    await client.end()
    await expectMerged(await PostgresLeadStore.connect(url, { max: 1 }))
  })
})
