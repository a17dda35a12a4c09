import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PostgresLeadStore, SqliteLeadStore, hashVisitToken } from '@site/lead-store'
import { startPostgresCluster } from '@site/lead-store/testing/postgres-cluster'
import { sampleLead, sampleSubscription } from '@site/lead-store/testing/fixtures'
import { leadWithToken, sampleWindow } from '@site/lead-store/testing/mail-visit-conformance'
import { backupName, expiredBackups } from './backup.ts'

// pnpm leads forget, purge and backup --dir on a real SQLite file, run as the office runs them while
// the site holds the file open (its connection, its write-ahead log).

const scratch = mkdtempSync(join(tmpdir(), 'leads-privacy-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
const cli = new URL('./cli.ts', import.meta.url).pathname

function cliFor(file: string) {
  const env = { ...process.env, LEADS_DB: file, DATABASE_URL: '' }
  return {
    run: (...args: string[]) => execFileSync(process.execPath, [cli, ...args], { env, encoding: 'utf8' }),
    fail: (...args: string[]) => spawnSync(process.execPath, [cli, ...args], { env, encoding: 'utf8' }),
  }
}

/** Which of `needles` appear anywhere in the database's files (the file, its log and its index). */
function foundInFiles(file: string, needles: readonly string[]): string[] {
  const bytes = ['', '-wal', '-shm'].filter((suffix) => existsSync(file + suffix)).map((suffix) => readFileSync(file + suffix))
  return needles.filter((needle) => bytes.some((content) => content.includes(Buffer.from(needle))))
}

describe('pnpm leads forget', () => {
  it('leaves the person nowhere in the exports nor in the bytes of the .db, -wal and -shm files', async () => {
    const file = join(scratch, 'forget', 'leads.db')
    // The site's own connection stays open throughout, as a running server's does.
    const site = SqliteLeadStore.open(file)
    const person = { firstName: 'Zephyrine', lastName: 'Quillfeather', address: '77 Marshwren Lane', phone: '(904) 555-0188' }
    const first = leadWithToken({ ...person, email: 'Zephyrine.Q+estimate@gmail.com' })
    const second = sampleLead({ ...person, email: 'zephyrineq@googlemail.com', message: 'Chinch bugs in the Marshwren yard' })
    await site.insertLead(first.lead)
    await site.insertLead(second)
    await site.insertLead(sampleLead({ email: 'neighbour@example.com', phone: '(904) 555-0101' }))
    await site.visits.book({
      leadId: first.lead.id,
      tokenHash: hashVisitToken(first.token),
      window: sampleWindow(),
      capacity: 3,
      now: first.lead.receivedAt,
      network: '203.0.113.0/24',
    })
    await site.insertSubscription(sampleSubscription('zephyrine.q@gmail.com'))
    const traces = ['Zephyrine', 'zephyrine', 'Quillfeather', 'Marshwren', '555-0188', '5550188']
    // The test can fail: before, the person is in the files.
    expect(foundInFiles(file, traces).length).toBeGreaterThan(0)

    const { run } = cliFor(file)
    const output = run('forget', 'ZEPHYRINE.Q@gmail.com')
    expect(output).toContain('Forgot ZEPHYRINE.Q@gmail.com: 2 leads (6 e-mails, 1 CRM update, 1 visit window), 1 newsletter sign-up.')
    expect(output).toContain('Also on the deleted leads: (904) 555-0188.')
    expect(run('forget', '(904) 555-0188')).toContain('Forgot (904) 555-0188: 0 leads')

    const exported = [
      run('export', '--format', 'json'),
      run('export', '--newsletter', '--format', 'json'),
      run('opt-outs', '--format', 'json'),
    ]
    for (const trace of traces) expect(exported.join('\n')).not.toContain(trace)
    expect(exported[0]).toContain('neighbour@example.com')
    expect(foundInFiles(file, traces)).toEqual([])
    expect(foundInFiles(file, ['neighbour@example.com'])).toEqual(['neighbour@example.com'])
    // The site's connection carries on.
    expect(await site.countLeads()).toBe(1)
    await site.insertLead(sampleLead({ email: 'next@example.com' }))
    await site.close()
  })

  it('refuses what names nobody', () => {
    const { fail } = cliFor(join(scratch, 'refuse', 'leads.db'))
    const result = fail('forget', '555-0188')
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('neither an e-mail address nor a ten-digit phone number')
  })
})

describe('pnpm leads purge', () => {
  it('deletes leads past the period in Site settings (3 years), or the one given, and keeps newer ones', async () => {
    const file = join(scratch, 'purge', 'leads.db')
    const store = SqliteLeadStore.open(file)
    const day = 24 * 60 * 60 * 1000
    const ago = (days: number) => new Date(Date.now() - days * day).toISOString()
    await store.insertLead(sampleLead({ email: 'four-years@example.com' }, ago(4 * 366)))
    await store.insertLead(sampleLead({ email: 'two-years@example.com' }, ago(2 * 365)))
    await store.insertLead(sampleLead({ email: 'last-week@example.com' }, ago(7)))
    const { run, fail } = cliFor(file)
    expect(foundInFiles(file, ['four-years@example.com'])).toEqual(['four-years@example.com'])
    expect(run('purge')).toMatch(/^Deleted 1 lead received before \S+ \(older than 3 years\)\.$/m)
    // Deleted from the file and its log too, though the daily purge does not rewrite the file.
    expect(foundInFiles(file, ['four-years@example.com'])).toEqual([])
    await store.close()
    expect(run('purge', '--older-than', '365d')).toContain('Deleted 1 lead')
    expect(run('purge', '--older-than', '12m')).toContain('Deleted 0 leads')
    expect(run('export', '--format', 'csv')).toContain('last-week@example.com')
    expect(fail('purge', '--older-than', '3 weeks').stderr).toContain('--older-than takes a number and y, m or d')
  })
})

describe('pnpm leads backup --dir', () => {
  it('names each backup by its time and removes those older than the backup period of Site settings (35 days)', () => {
    const file = join(scratch, 'rotate', 'leads.db')
    const dir = join(scratch, 'rotate', 'backups')
    const { run } = cliFor(file)
    run('list')
    run('backup', '--dir', dir)
    const old = backupName(new Date(Date.now() - 36 * 24 * 60 * 60 * 1000), 'sqlite')
    const recent = backupName(new Date(Date.now() - 34 * 24 * 60 * 60 * 1000), 'sqlite')
    for (const name of [old, recent, 'notes.txt']) writeFileSync(join(dir, name), 'x')
    const output = run('backup', '--dir', dir)
    expect(output).toContain(`Removed 1 backup(s) older than 35 days: ${old}.`)
    expect(readdirSync(dir).sort()).toEqual(expect.arrayContaining([recent, 'notes.txt']))
    expect(readdirSync(dir)).not.toContain(old)
    expect(readdirSync(dir).filter((name) => name.endsWith('.db'))).toHaveLength(3)
    expect(expiredBackups(['leads-20260101T000000000Z.dump', 'leads-x.db'], new Date('2026-03-01T00:00:00Z'), 35)).toEqual([
      'leads-20260101T000000000Z.dump',
    ])
  })
})

describe('pnpm leads backup on Postgres', () => {
  it('wraps pg_dump (custom format, checked with pg_restore --list); pg_restore brings every lead back', async () => {
    const cluster = await startPostgresCluster()
    try {
      const url = await cluster.createDatabase()
      const store = await PostgresLeadStore.connect(url, { max: 2 })
      const leads = [sampleLead({ email: 'pg-one@example.com' }), sampleLead({ email: 'pg-two@example.com' })]
      for (const lead of leads) await store.insertLead(lead)
      await store.close()
      const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin'
      const env = { ...process.env, DATABASE_URL: url, PG_BIN: bin }
      const target = join(scratch, 'pg', 'leads.dump')
      const output = execFileSync(process.execPath, [cli, 'backup', target], { env, encoding: 'utf8' })
      expect(output).toContain('Backup written:')

      const restoredUrl = await cluster.createDatabase()
      execFileSync(join(bin, 'pg_restore'), ['--no-owner', `--dbname=${restoredUrl}`, target])
      const restored = await PostgresLeadStore.connect(restoredUrl, { max: 1 })
      expect((await restored.listLeads()).map((lead) => lead.email)).toEqual(['pg-one@example.com', 'pg-two@example.com'])
      await restored.close()
    } finally {
      cluster.stop()
    }
  })
})
