import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exportLines } from './export.ts'
import { hubspotSubmission } from './hubspot.ts'
import { PostgresLeadStore } from './postgres-store.ts'
import { leadValues } from './rows.ts'
import { SqliteLeadStore } from './sqlite-store.ts'
import { SAMPLE_TEXTING, sampleLead, sampleOptOut } from './testing/fixtures.ts'
import { startPostgresCluster, type PostgresCluster } from './testing/postgres-cluster.ts'
import { postgresBefore, sqliteBefore } from './testing/store-before.ts'
import type { LeadStore } from './types.ts'

// The optional texting box is kept beside the required consent: its answer, the wording and version
// shown, and HubSpot's SMS subscription type. Leads stored before the box existed show none, on
// SQLite and on Postgres, and the office's export and the HubSpot body carry the answer.

let cluster: PostgresCluster
const scratch = mkdtempSync(join(tmpdir(), 'sms-consent-'))
beforeAll(async () => {
  cluster = await startPostgresCluster()
})
afterAll(() => {
  cluster?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

const OLD = sampleLead({ email: 'before@example.com' })
/** The lead as a store before version 8 wrote it: no texting columns. */
const oldRow = leadValues(OLD).filter(([column]) => !column.startsWith('sms_'))
const insertOld = (placeholder: (i: number) => string) =>
  `INSERT INTO leads (${oldRow.map(([column]) => column).join(', ')}) VALUES (${oldRow.map((_, i) => placeholder(i)).join(', ')})`

async function expectBoth(store: LeadStore) {
  const ticked = sampleLead({ email: 'ticked@example.com' }, undefined, { texting: true, smsSubscriptionId: '4321' })
  const unticked = sampleLead({ email: 'unticked@example.com' })
  await store.insertLead(ticked)
  await store.insertLead(unticked)
  expect((await store.getLead(ticked.id))?.smsConsent).toEqual({
    given: true,
    text: SAMPLE_TEXTING,
    version: '2026-11-28',
    source: 'server',
    subscriptionTypeId: '4321',
  })
  const stored = await store.getLead(unticked.id)
  expect(stored?.smsConsent).toEqual({
    given: false,
    text: SAMPLE_TEXTING,
    version: '2026-11-28',
    source: 'server',
    subscriptionTypeId: null,
  })
  expect(stored?.consent).toMatchObject({ given: true, version: '2025-09-01' })
  // The lead stored before version 8: no texting box was shown, none ticked.
  expect((await store.getLead(OLD.id))?.smsConsent).toBeNull()
  await store.close()
}

describe('the texting box in the store', () => {
  it('is kept with each lead in SQLite, and a store from before it opens with leads that show none', async () => {
    const file = join(scratch, 'leads.db')
    const db = sqliteBefore(file, 8)
    db.prepare(insertOld(() => '?')).run(...oldRow.map(([, value]) => value))
    db.prepare("INSERT INTO lead_outbox (lead_id, status, updated_at) VALUES (?, 'pending', ?)").run(OLD.id, OLD.receivedAt)
    db.close()
    await expectBoth(SqliteLeadStore.open(file))
  })

  it('is kept with each lead in Postgres, and a store from before it opens with leads that show none', async () => {
    const url = await cluster.createDatabase()
    const client = await postgresBefore(url, 8)
    await client.query(
      insertOld((i) => `$${i + 1}`),
      oldRow.map(([column, value]) => (column === 'consent_given' ? value === 1 : value)),
    )
    await client.query("INSERT INTO lead_outbox (lead_id, status, updated_at) VALUES ($1, 'pending', now())", [OLD.id])
    await client.end()
    await expectBoth(await PostgresLeadStore.connect(url, { max: 1 }))
  })

  it('is in the CSV export as its own columns', async () => {
    const store = SqliteLeadStore.open(join(scratch, 'export.db'))
    // No comma before the texting columns, so a plain split finds them.
    const plain = { lastName: 'Whitfield', address: '1200 Riverside Ave' }
    await store.insertLead(sampleLead({ ...plain, email: 'yes@example.com' }, undefined, { texting: true }))
    await store.insertLead(sampleLead({ ...plain, email: 'no@example.com' }))
    const lines: string[] = []
    for await (const line of exportLines(store, 'leads', 'csv')) lines.push(line)
    await store.close()
    const header = lines[0]!.split(',')
    const given = header.indexOf('sms_consent_given')
    expect(header).toEqual(expect.arrayContaining(['sms_consent_given', 'sms_consent_version', 'sms_consent_text']))
    const cells = (email: string) => lines.find((line) => line.includes(email))!.split(',')
    expect(cells('yes@example.com')[given]).toBe('true')
    expect(cells('no@example.com')[given]).toBe('false')
    expect(cells('no@example.com')[header.indexOf('sms_consent_version')]).toBe('2026-11-28')
  })

  it('goes to HubSpot as the SMS subscription type, ticked or not, and never for a person who stopped texts', async () => {
    const read = async (options: Parameters<typeof sampleLead>[2], optOut?: 'sms' | 'email') => {
      const store = SqliteLeadStore.open(join(scratch, `hubspot-${Math.random()}.db`))
      const lead = sampleLead({}, undefined, options)
      await store.insertLead(lead)
      if (optOut) await store.insertOptOut(sampleOptOut({ channels: [optOut] }))
      const stored = await store.getLead(lead.id)
      await store.close()
      return hubspotSubmission(stored!).legalConsentOptions.consent.communications
    }
    const sms = { subscriptionTypeId: 4321, text: SAMPLE_TEXTING }
    expect(await read({ texting: true, smsSubscriptionId: '4321' })).toEqual([{ value: true, ...sms }])
    expect(await read({ texting: false, smsSubscriptionId: '4321' })).toEqual([{ value: false, ...sms }])
    expect(await read({ texting: true, smsSubscriptionId: '4321' }, 'sms')).toEqual([{ value: false, ...sms }])
    expect(await read({ texting: true, smsSubscriptionId: '4321' }, 'email')).toEqual([{ value: true, ...sms }])
    // No SMS type in settings: HubSpot hears nothing of texts.
    expect(await read({ texting: true })).toEqual([])
  })
})
