import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openLeadStore, type StoreEnv } from './open-store.ts'
import { leadWithToken, sampleWindow } from './testing/mail-visit-conformance.ts'
import { startPostgresCluster, type PostgresCluster } from './testing/postgres-cluster.ts'

// Two instances (two processes, each with its own connection) race twelve visitors for a window with
// three places: exactly three bookings, on one SQLite file and on one Postgres database.

const scratch = mkdtempSync(join(tmpdir(), 'visit-race-'))
let cluster: PostgresCluster
beforeAll(async () => {
  cluster = await startPostgresCluster()
})
afterAll(() => {
  cluster?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

const script = join(import.meta.dirname, 'testing', 'book-in-process.ts')

async function race(env: StoreEnv) {
  const store = await openLeadStore(env)
  const visitors = Array.from({ length: 12 }, () => leadWithToken())
  for (const { lead } of visitors) await store.insertLead(lead)
  const window = sampleWindow('2025-10-01')
  const startAt = Date.now() + 1500
  const instance = (share: typeof visitors) =>
    promisify(execFile)(
      process.execPath,
      [
        script,
        JSON.stringify({
          leads: share.map(({ lead, token }) => ({ id: lead.id, token })),
          window,
          capacity: 3,
          startAt,
          now: visitors.at(-1)?.lead.receivedAt,
        }),
      ],
      { env: { ...process.env, DATABASE_URL: env.DATABASE_URL ?? '', LEADS_DB: env.LEADS_DB ?? '' }, encoding: 'utf8' },
    ).then(({ stdout }) => JSON.parse(stdout) as string[])
  const outcomes = (await Promise.all([instance(visitors.slice(0, 6)), instance(visitors.slice(6))])).flat()
  const stored = await store.listLeads({ limit: 100 })
  const loads = await store.visits.loads('2025-10-01')
  await store.close()
  return { outcomes, booked: stored.filter((lead) => lead.visitWindow?.id === window.id).length, load: loads.get(window.id) }
}

describe('two instances racing for the last places of a window', () => {
  it('on one SQLite file: three bookings, nine refusals', async () => {
    const result = await race({ LEADS_DB: join(scratch, 'leads.db') })
    expect(result.outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(3)
    expect(result.outcomes.filter((outcome) => outcome === 'full')).toHaveLength(9)
    expect(result).toMatchObject({ booked: 3, load: 3 })
  })

  it('on one Postgres database: three bookings, nine refusals', async () => {
    const result = await race({ DATABASE_URL: await cluster.createDatabase() })
    expect(result.outcomes.filter((outcome) => outcome === 'booked')).toHaveLength(3)
    expect(result.outcomes.filter((outcome) => outcome === 'full')).toHaveLength(9)
    expect(result).toMatchObject({ booked: 3, load: 3 })
  })
})
