import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PostgresLeadStore } from './postgres-store.ts'
import { leadValues } from './rows.ts'
import { SqliteLeadStore } from './sqlite-store.ts'
import { sampleLead } from './testing/fixtures.ts'
import { startPostgresCluster, type PostgresCluster } from './testing/postgres-cluster.ts'
import { rawSql } from './testing/raw-sql.ts'
import { postgresBefore, sqliteBefore } from './testing/store-before.ts'
import type { LeadStore } from './types.ts'

// A store written before the office could confirm a visit (version 8) opens with every e-mail it
// queued and every booking it held: bookings are 'requested', the e-mails keep their state and
// order, and the queue then takes the new kinds, the office's agenda without a lead, and a
// scheduled notice only once.

let cluster: PostgresCluster
const scratch = mkdtempSync(join(tmpdir(), 'visit-decisions-'))
beforeAll(async () => {
  cluster = await startPostgresCluster()
})
afterAll(() => {
  cluster?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

const LEAD = sampleLead({ email: 'before@example.com' })
const row = leadValues(LEAD).filter(([column]) => !column.startsWith('sms_'))
const WINDOW = { id: '2025-09-12-am', date: '2025-09-12', start: '2025-09-12T08:00:00-04:00', end: '2025-09-12T10:00:00-04:00' }
/** [attempts, id, kind, status, mailbox, reserved at] */
const MAILS: [number, string, string, string, string | null, string | null][] = [
  [1, 'm-1', 'office-alert', 'sent', null, null],
  [2, 'm-2', 'visitor-confirmation', 'sent', 'before@example.com', '2025-09-10T14:00:05.000Z'],
  [3, 'm-3', 'office-visit', 'parked', null, null],
  [4, 'm-4', 'visitor-visit', 'pending', null, null],
]

/** The v8 rows: one lead, its outbox row, a booking and four e-mails in several states. */
function statements(p: (i: number) => string): [string, unknown[]][] {
  return [
    [
      `INSERT INTO leads (${row.map(([column]) => column).join(', ')}) VALUES (${row.map((_, i) => p(i + 1)).join(', ')})`,
      row.map(([, v]) => v),
    ],
    [`INSERT INTO lead_outbox (lead_id, status, updated_at) VALUES (${p(1)}, 'pending', ${p(2)})`, [LEAD.id, LEAD.receivedAt]],
    [
      `INSERT INTO visit_bookings (lead_id, window_id, window_date, starts_at, ends_at, booked_at) VALUES (${[1, 2, 3, 4, 5, 6].map(p).join(', ')})`,
      [LEAD.id, WINDOW.id, WINDOW.date, WINDOW.start, WINDOW.end, LEAD.receivedAt],
    ],
    ...MAILS.map(([attempts, id, kind, status, mailbox, reservedAt]): [string, unknown[]] => [
      `INSERT INTO mail_queue (id, lead_id, kind, visit_window, created_at, status, attempts, updated_at, mailbox, reserved_at)
       VALUES (${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(p).join(', ')})`,
      [
        id,
        LEAD.id,
        kind,
        kind.includes('visit') ? JSON.stringify(WINDOW) : null,
        LEAD.receivedAt,
        status,
        attempts,
        LEAD.receivedAt,
        mailbox,
        reservedAt,
      ],
    ]),
  ]
}

async function expectKept(store: LeadStore) {
  const mails = await store.mail.ofLead(LEAD.id)
  expect(mails.map(({ id, kind, status, attempts, window }) => ({ id, kind, status, attempts, window }))).toEqual(
    MAILS.map(([attempts, id, kind, status]) => ({ id, kind, status, attempts, window: kind.includes('visit') ? WINDOW : null })),
  )
  const reserved = await rawSql(store, 'SELECT id, mailbox FROM mail_queue WHERE reserved_at IS NOT NULL')
  expect(reserved).toEqual([{ id: 'm-2', mailbox: 'before@example.com' }])
  const lead = await store.getLead(LEAD.id)
  expect(lead).toMatchObject({ visitWindow: WINDOW, visitStatus: 'requested' })

  // The new kinds go in; an e-mail without a lead only as the office's agenda; a notice key once.
  const insert = (id: string, leadId: string | null, kind: string, key: string | null) =>
    rawSql(
      store,
      `INSERT INTO mail_queue (id, lead_id, kind, created_at, status, updated_at, notice_key) VALUES (?1, ?2, ?3, ?4, 'pending', ?4, ?5)
       ON CONFLICT (notice_key) DO NOTHING RETURNING id`,
      id,
      leadId,
      kind,
      '2025-09-11T19:00:00.000Z',
      key,
    )
  expect(await insert('n-1', LEAD.id, 'visitor-visit-confirmed', null)).toHaveLength(1)
  expect(await insert('n-2', null, 'office-agenda', 'agenda:2025-09-12')).toHaveLength(1)
  expect(await insert('n-3', null, 'office-agenda', 'agenda:2025-09-12')).toHaveLength(0)
  await expect(insert('n-4', null, 'visitor-reminder', null)).rejects.toThrow()
  await expect(insert('n-5', LEAD.id, 'visitor-birthday', null)).rejects.toThrow()
  // New rows number on after the kept ones.
  const [kept] = await rawSql(store, "SELECT max(seq) AS seq FROM mail_queue WHERE id LIKE 'm-%'")
  const [last] = await rawSql(store, "SELECT seq FROM mail_queue WHERE id = 'n-2'")
  expect(Number(last?.seq)).toBeGreaterThan(Number(kept?.seq))
  await store.close()
}

describe('opening a store written before visits could be confirmed', () => {
  it('keeps every e-mail and booking in SQLite', async () => {
    const file = join(scratch, 'leads.db')
    const db = sqliteBefore(file, 9)
    for (const [text, params] of statements((i) => `?${i}`)) db.prepare(text).run(...(params as (string | number | null)[]))
    db.close()
    await expectKept(SqliteLeadStore.open(file))
  })

  it('keeps every e-mail and booking in Postgres', async () => {
    const url = await cluster.createDatabase()
    const client = await postgresBefore(url, 9)
    for (const [text, params] of statements((i) => `$${i}`)) await client.query(text, params)
    await client.end()
    await expectKept(await PostgresLeadStore.connect(url, { max: 1 }))
  })
})
