import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { visitWindow, type VisitWindow } from '@site/leads'
import { hashVisitToken } from './visit-bookings.ts'
import { PostgresLeadStore } from './postgres-store.ts'
import { SqliteLeadStore } from './sqlite-store.ts'
import { leadWithToken } from './testing/mail-visit-conformance.ts'
import { startPostgresCluster, type PostgresCluster } from './testing/postgres-cluster.ts'
import { rawSql } from './testing/raw-sql.ts'
import type { LeadStore } from './types.ts'
import { queueDueVisitNotices } from './visit-notices.ts'

// The reminders and the agenda on a real store: two handles on one database (two instances) queue
// them at the same moment, several times, and each e-mail is queued once; a visit cancelled or only
// requested gets no reminder. On one SQLite file and on one Postgres database.

const scratch = mkdtempSync(join(tmpdir(), 'visit-notices-'))
let cluster: PostgresCluster
beforeAll(async () => {
  cluster = await startPostgresCluster()
})
afterAll(() => {
  cluster?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

const times = { reminderTime: '15:00', agendaTime: '06:30' }
// The Monday after the clocks fall back: its reminders are due from 3:00 PM EST on Sunday.
const MONDAY = '2026-11-02'
const morning = visitWindow(MONDAY, '08:00', '12:00')

async function book(store: LeadStore, window: VisitWindow, status: 'requested' | 'confirmed') {
  const { lead, token } = leadWithToken()
  await store.insertLead(lead)
  const booked = await store.visits.book({
    leadId: lead.id,
    tokenHash: hashVisitToken(token),
    window,
    capacity: 10,
    now: lead.receivedAt,
    network: `net-${lead.id}`,
  })
  expect(booked.outcome).toBe('booked')
  if (status === 'confirmed') {
    await rawSql(store, "UPDATE visit_bookings SET status = 'confirmed', confirmed_at = ?2 WHERE lead_id = ?1", lead.id, lead.receivedAt)
  }
  return lead.id
}

const notices = async (store: LeadStore) =>
  (await rawSql(store, 'SELECT lead_id, notice_key FROM mail_queue WHERE notice_key IS NOT NULL ORDER BY notice_key')).map((row) => [
    row.lead_id ?? null,
    row.notice_key,
  ])

async function raceOn(first: LeadStore, second: LeadStore) {
  const confirmed = await book(first, morning, 'confirmed')
  const cancelled = await book(first, visitWindow(MONDAY, '12:00', '16:00'), 'confirmed')
  await first.visits.cancel(cancelled, new Date().toISOString())
  await book(first, morning, 'requested')
  const tuesday = await book(first, visitWindow('2026-11-03', '08:00', '12:00'), 'confirmed')

  // 2:59 PM EST on Sunday (3:59 PM had it still been summer time): not due yet.
  expect((await queueDueVisitNotices(first, times, new Date('2026-11-01T19:59:00Z'))).reminders).toBe(0)
  const sunday = new Date('2026-11-01T20:05:00Z')
  const runs = await Promise.all([first, second, first, second].map((store) => queueDueVisitNotices(store, times, sunday)))
  expect(runs.map((run) => run.reminderDate)).toEqual([MONDAY, MONDAY, MONDAY, MONDAY])
  expect(runs.reduce((sum, run) => sum + run.reminders, 0)).toBe(1)

  const dawn = new Date('2026-11-02T11:45:00Z')
  const agendas = await Promise.all([first, second, first, second].map((store) => queueDueVisitNotices(store, times, dawn)))
  expect(agendas.filter((run) => run.agendaQueued)).toHaveLength(1)
  // Sunday's own agenda went out with the first look of the afternoon: its send time had passed.
  expect(await notices(second)).toEqual([
    [null, 'agenda:2026-11-01'],
    [null, `agenda:${MONDAY}`],
    [confirmed, `reminder:${confirmed}:${morning.id}`],
  ])

  // The Monday afternoon run reminds Tuesday's visit, once.
  const monday = new Date('2026-11-02T20:30:00Z')
  await Promise.all([first, second].map((store) => queueDueVisitNotices(store, times, monday)))
  expect((await notices(first)).filter(([, key]) => String(key).startsWith(`reminder:${tuesday}`))).toHaveLength(1)

  // The daily clean-up keeps a week of agendas: on November 9 Sunday's goes, Monday's stays.
  await first.dropSpentBookkeeping(new Date('2026-11-09T12:00:00Z'))
  expect((await notices(first)).filter(([, key]) => String(key).startsWith('agenda:'))).toEqual([[null, `agenda:${MONDAY}`]])
}

describe('visit reminders and the agenda, queued by two instances at once', () => {
  it('on one SQLite file', async () => {
    const file = join(scratch, 'leads.db')
    const [first, second] = [SqliteLeadStore.open(file), SqliteLeadStore.open(file)]
    try {
      await raceOn(first, second)
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  it('on one Postgres database', async () => {
    const url = await cluster.createDatabase()
    const first = await PostgresLeadStore.connect(url)
    const second = await PostgresLeadStore.connect(url)
    try {
      await raceOn(first, second)
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })
})
