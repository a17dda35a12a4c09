// A lead never waits on content: on the production build, an instance whose content dataset is not
// there (CONTENT_DATASET naming no file: a new deploy, a restart, during an outage of the content
// source) still answers 201 and keeps the lead. How long a post may wait for content (a failed read none, a hung one its deadline) is shown on
// a fake clock by web/src/features/leads/server/content-outage.test.ts, where a slow host cannot skew it.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SqliteLeadStore } from '@site/lead-store'
import { expect, test } from './support/test.ts'
import { leadBody, startProductionServer } from './support/kill-server'

let scratch: string
test.beforeEach(() => {
  scratch = mkdtempSync(join(tmpdir(), 'e2e-content-outage-'))
})
test.afterEach(() => rmSync(scratch, { recursive: true, force: true }))

async function post(url: string, email: string) {
  const response = await fetch(`${url}/api/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(leadBody(email)),
  })
  return { status: response.status, body: await response.json() }
}

async function consentOf(leadsDb: string, id: string) {
  const store = SqliteLeadStore.open(leadsDb)
  try {
    return (await store.getLead(id))?.consent
  } finally {
    await store.close()
  }
}

test('with the content dataset unreadable from the start, a lead gets 201 and is kept', async () => {
  test.setTimeout(90_000)
  const leadsDb = join(scratch, 'leads.db')
  const missing = { CONTENT_DATASET: join(scratch, 'no-such-dataset.ndjson') }
  const server = await startProductionServer(leadsDb, { env: missing })
  try {
    const answer = await post(server.url, `outage-${Date.now()}@example.com`)
    expect(answer.status).toBe(201)
    // The site never read a wording: the one the browser says the page showed, marked as the browser's.
    expect(await consentOf(leadsDb, answer.body.id)).toMatchObject({ given: true, source: 'client', version: expect.any(String) })
  } finally {
    server.kill()
    await server.exited
  }

  // An instance that read its wording once, restarted during an outage, keeps the site's own wording.
  const healthy = await startProductionServer(leadsDb)
  try {
    expect((await post(healthy.url, `before-${Date.now()}@example.com`)).status).toBe(201)
  } finally {
    healthy.kill()
    await healthy.exited
  }
  const restarted = await startProductionServer(leadsDb, { env: missing })
  try {
    const answer = await post(restarted.url, `after-${Date.now()}@example.com`)
    expect(answer.status).toBe(201)
    expect(await consentOf(leadsDb, answer.body.id)).toMatchObject({ source: 'server', text: expect.stringContaining('Reply STOP') })
  } finally {
    restarted.kill()
    await restarted.exited
  }
})
