import { spawn } from 'node:child_process'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, describe, expect, it } from 'vitest'
import { SqliteLeadStore } from '@site/lead-store'
import { handleLeadPost } from './lead-handler'
import { consentFrom } from './testing/consent'
import { validBody } from './testing/hostile-bodies'

// `pnpm leads backup` while leads keep arriving: the real route logic takes 30 concurrent posts at a
// time on the site's SQLite file while the backup runs in its own process, as the office's cron job
// would. The copy is restored as docs/operations.md says and must hold every lead acknowledged before
// the backup began, whole (its outbox row and its e-mails), and pass SQLite's integrity check.

const scratch = mkdtempSync(join(tmpdir(), 'backup-load-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
const cli = new URL('../../../../../scripts/leads/cli.ts', import.meta.url).pathname
const file = join(scratch, 'data', 'leads.db')

/** Thousands of older leads, so the copy takes long enough for posts to arrive while it runs. */
function fillWithHistory(doublings: number) {
  const db = new DatabaseSync(file)
  const columns = db
    .prepare('PRAGMA table_info(leads)')
    .all()
    .map((row) => String(row.name))
    .filter((name) => name !== 'seq' && name !== 'id')
  db.exec('BEGIN')
  for (let round = 0; round < doublings; round += 1) {
    db.exec(`INSERT INTO leads (id, ${columns.join(', ')}) SELECT lower(hex(randomblob(16))), ${columns.join(', ')} FROM leads`)
  }
  db.exec(`INSERT INTO lead_outbox (lead_id, status, attempts, updated_at)
    SELECT id, 'delivered', 1, received_at FROM leads WHERE id NOT IN (SELECT lead_id FROM lead_outbox)`)
  db.exec('COMMIT')
  db.close()
}

describe('pnpm leads backup under load', () => {
  it('copies a consistent store while 30 posts at a time arrive; the restored copy holds every lead acknowledged before it began', async () => {
    // The hour's write budget is not what this test is about: off.
    const site = SqliteLeadStore.open(file, { writeBudgetPerHour: 0 })
    const deps = { store: async () => site, limiter: null, consent: consentFrom(async () => site, { text: 'wording', version: 'v1' }) }
    let serial = 0
    const wave = () =>
      Promise.all(
        Array.from({ length: 30 }, async () => {
          const request = new Request('http://localhost/api/leads', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9' },
            body: JSON.stringify(validBody(`load-${++serial}`)),
          })
          const response = await handleLeadPost(request, deps)
          return { status: response.status, id: String((await response.json()).id) }
        }),
      )
    const before = await wave()
    fillWithHistory(8)
    expect(before.every((answer) => answer.status === 201)).toBe(true)

    // The backup in its own process, while waves of 30 concurrent posts keep coming until it is done.
    const target = join(scratch, 'backups', 'leads-copy.db')
    const child = spawn(process.execPath, [cli, 'backup', target], {
      env: { ...process.env, LEADS_DB: file, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
    let done = false
    void exited.then(() => (done = true))
    const during: { status: number; id: string }[] = []
    // At least one wave, at most 40 (1,200 posts): the posts go on as long as the backup does.
    for (let waves = 0; waves < 40 && (waves === 0 || !done); waves += 1) during.push(...(await wave()))
    expect(await exited, output).toBe(0)
    expect(output).toMatch(/Backup written: \d+ leads, \d+ KB, integrity check ok\./)
    // Leads kept coming while it ran: none was refused or held up past the store's own wait.
    expect(during.map((answer) => answer.status)).toEqual(during.map(() => 201))

    // Restored as docs/operations.md says: the copy becomes the store's file, with no log beside it.
    const restoredFile = join(scratch, 'restored', 'leads.db')
    SqliteLeadStore.open(restoredFile).close()
    for (const suffix of ['', '-wal', '-shm']) rmSync(restoredFile + suffix, { force: true })
    copyFileSync(target, restoredFile)
    const check = new DatabaseSync(restoredFile, { readOnly: true })
    expect(check.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }])
    const orphans = check.prepare('SELECT COUNT(*) AS n FROM leads l LEFT JOIN lead_outbox o ON o.lead_id = l.id WHERE o.lead_id IS NULL')
    expect(orphans.get()).toEqual({ n: 0 })
    check.close()
    const restored = SqliteLeadStore.open(restoredFile)
    for (const { id } of before) expect(await restored.getLead(id), id).not.toBeNull()
    // Every lead of the copy is whole: one posted during the backup is in it with its e-mails, or not at all.
    for (const { id } of during) {
      const mail = await restored.mail.ofLead(id)
      expect(mail.length, id).toBe((await restored.getLead(id)) ? 2 : 0)
    }
    expect(await restored.countLeads()).toBeGreaterThanOrEqual(30 * 2 ** 8)
    await restored.close()
    await site.close()
  })
})
