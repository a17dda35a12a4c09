import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIGRATIONS } from './migrations.ts'
import { Outbox } from './outbox.ts'
import { PostgresLeadStore } from './postgres-store.ts'
import { sampleLead } from './testing/fixtures.ts'
import { startPostgresCluster, type PostgresCluster } from './testing/postgres-cluster.ts'

// Several web instances on one Postgres: they start at the same moment (each runs the migrations on
// start) and each runs an outbox sender. Each migration must run once, and each lead must reach the CRM
// once, whichever instance sends it.

let cluster: PostgresCluster
let crm: Server
let crmUrl = ''
const accepted = new Map<string, number>() // Idempotency-Key -> times the CRM received it

beforeAll(async () => {
  cluster = await startPostgresCluster()
  // The CRM stand-in counts every lead it receives and answers after a few milliseconds, so senders
  // overlap in time as they would against a real CRM.
  crm = createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      const key = String(request.headers['idempotency-key'])
      accepted.set(key, (accepted.get(key) ?? 0) + 1)
      setTimeout(() => response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"ok":true}'), 2 + Math.random() * 15)
    })
  })
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve))
  crmUrl = `http://127.0.0.1:${(crm.address() as AddressInfo).port}/leads`
})
afterAll(async () => {
  await new Promise<void>((resolve) => crm?.close(() => resolve()))
  cluster?.stop()
})

describe('instances side by side on one Postgres', () => {
  it('runs each migration once when five instances start at the same moment', async () => {
    const url = await cluster.createDatabase()
    const stores = await Promise.all(Array.from({ length: 5 }, () => PostgresLeadStore.connect(url, { max: 2 })))
    try {
      const check = await PostgresLeadStore.connect(url, { max: 1 })
      await check.close()
      const { rows } = await queryAll(url, 'SELECT version, COUNT(*) AS n FROM schema_migrations GROUP BY version ORDER BY version')
      expect(rows).toEqual(MIGRATIONS.map((migration) => ({ version: migration.version, n: '1' })))
      // Every instance can write: the schema is whole.
      await Promise.all(stores.map((store) => store.insertLead(sampleLead())))
      expect(await stores[0]!.countLeads()).toBe(5)
    } finally {
      await Promise.all(stores.map((store) => store.close()))
    }
  })

  it('delivers each lead once to the CRM when three instances drain one outbox at once', async () => {
    const url = await cluster.createDatabase()
    const stores = await Promise.all(Array.from({ length: 3 }, () => PostgresLeadStore.connect(url, { max: 3 })))
    try {
      const leads = Array.from({ length: 90 }, () => sampleLead())
      for (const lead of leads) await stores[0]!.insertLead(lead)
      const senders = stores.map((store) => new Outbox({ store, url: crmUrl, batchSize: 4, log: () => undefined }))
      const delivered = [0, 0, 0]
      // Every sender sweeps until the outbox is empty, all three at the same time.
      await Promise.all(
        senders.map(async (sender, index) => {
          for (;;) {
            const result = await sender.sweep()
            delivered[index]! += result.delivered
            if (!result.delivered && !result.retrying) return
          }
        }),
      )
      expect(await stores[0]!.countLeads('delivered')).toBe(90)
      expect(leads.map((lead) => accepted.get(lead.id))).toEqual(leads.map(() => 1))
      expect(delivered.reduce((sum, n) => sum + n, 0)).toBe(90)
      // The work was shared: each instance sent some of the leads.
      for (const count of delivered) expect(count).toBeGreaterThan(0)
    } finally {
      await Promise.all(stores.map((store) => store.close()))
    }
  })
})

async function queryAll(url: string, sql: string) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(sql)
  } finally {
    await client.end()
  }
}
