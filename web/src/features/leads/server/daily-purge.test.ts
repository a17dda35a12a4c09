import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { SqliteLeadStore } from '@site/lead-store'
import { sampleLead } from '@site/lead-store/testing/fixtures'
import { createContentReader, readFrom, readRecordKeeping } from '@site/sanity'
import { seededSource } from '@/sanity/testing/seeded-source'
import { runDailyPurge, startDailyPurge } from './daily-purge'

// The privacy policy's retention period, kept by the server: the figure the policy prints is the one
// the purge uses, and several instances on one store purge once a day between them.

const scratch = mkdtempSync(join(tmpdir(), 'daily-purge-'))
const opened: SqliteLeadStore[] = []
afterEach(async () => {
  await Promise.all(opened.splice(0).map((store) => store.close()))
})
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const portableText = (value: unknown): string => JSON.stringify(value)

describe('the daily purge', () => {
  it('uses the period the privacy policy states (Site settings), and the policy states it', async () => {
    const { retentionYears, backupDays } = await readRecordKeeping(seededSource)
    expect(retentionYears).toBe(3)
    const policy = portableText(await createContentReader(readFrom(seededSource)).getPage('/privacy-policy'))
    expect(policy).toContain(`are kept for ${retentionYears} years. Every day our website deletes the requests that have reached that age.`)
    expect(policy).toContain(`Each backup is kept for ${backupDays} days and then removed`)
    expect(policy).toContain('our office deletes it within 30 days')
  })

  it('runs once a day between all instances: leads past the period go, newer ones stay', async () => {
    const file = join(scratch, 'leads.db')
    const [a, b] = [SqliteLeadStore.open(file), SqliteLeadStore.open(file)]
    opened.push(a, b)
    const now = new Date('2028-06-15T09:00:00.000Z')
    await a.insertLead(sampleLead({ email: 'past@example.com' }, '2025-06-14T08:59:59.000Z'))
    await a.insertLead(sampleLead({ email: 'kept@example.com' }, '2025-06-15T09:00:01.000Z'))
    const deps = (store: SqliteLeadStore, at: Date) => ({
      store: async () => store,
      retentionYears: async () => (await readRecordKeeping(seededSource)).retentionYears,
      now: () => at,
      log: () => undefined,
    })
    const runs = await Promise.all([runDailyPurge(deps(a, now)), runDailyPurge(deps(b, now))])
    expect(runs.filter(Boolean)).toEqual([{ before: '2025-06-15T09:00:00.000Z', leads: 1 }])
    expect((await b.listLeads()).map((lead) => lead.email)).toEqual(['kept@example.com'])
    expect(await runDailyPurge(deps(b, new Date(now.getTime() + 60 * 60 * 1000)))).toBeNull()
    expect(await runDailyPurge(deps(b, new Date(now.getTime() + 24 * 60 * 60 * 1000)))).toEqual({
      before: '2025-06-16T09:00:00.000Z',
      leads: 1,
    })
  })

  it('tells of a failed look in the log and tries again at the next one, without stopping the server', async () => {
    const failures: string[] = []
    const original = console.error
    console.error = (line: string) => failures.push(line)
    try {
      const stop = startDailyPurge({ store: () => Promise.reject(new Error('no store')), retentionYears: async () => 3 }, 0)
      await expect.poll(() => failures).toEqual([expect.stringContaining('[leads] daily purge failed')])
      stop()
    } finally {
      console.error = original
    }
  })
})
