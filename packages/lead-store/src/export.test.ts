import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { csvCell, exportLines } from './export.ts'
import { SqliteLeadStore } from './sqlite-store.ts'
import { sampleLead, sampleSubscription } from './testing/fixtures.ts'

const scratch = mkdtempSync(join(tmpdir(), 'leads-export-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

async function collect(lines: AsyncGenerator<string>) {
  const all: string[] = []
  for await (const line of lines) all.push(line)
  return all
}

describe('exports', () => {
  it('quotes CSV cells and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('Apt "B", rear')).toBe('"Apt ""B"", rear"')
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"')
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell('-1')).toBe("'-1")
    expect(csvCell(null)).toBe('')
    expect(csvCell(true)).toBe('true')
  })

  it('writes every lead as CSV with attribution columns, in pages, reporting progress', async () => {
    // Over a thousand leads in one go: no write budget.
    const store = SqliteLeadStore.open(join(scratch, 'csv.db'), { writeBudgetPerHour: 0 })
    const leads = Array.from({ length: 1203 }, (_, i) => sampleLead({ firstName: `Lead${i}` }))
    for (const lead of leads) await store.insertLead(lead)
    const progress: [number, number][] = []
    const lines = await collect(exportLines(store, 'leads', 'csv', (done, total) => progress.push([done, total])))
    await store.close()
    expect(lines).toHaveLength(1204)
    const header = lines[0]!.split(',')
    expect(header.slice(0, 3)).toEqual(['id', 'received_at', 'form_id'])
    expect(header).toEqual(expect.arrayContaining(['utm_source', 'utm_medium', 'referrer_type', 'consent_text', 'forward_status']))
    const first = lines[1]!
    expect(first).toContain(leads[0]!.id)
    expect(first).toContain('"O\'Neil, Jr."')
    expect(first).toContain('"1200 Riverside Ave, Apt ""B"""')
    expect(first).toContain('Lawn + Pest Control $80/month')
    expect(first).toContain(',google,cpc,')
    expect(progress).toEqual([
      [500, 1203],
      [1000, 1203],
      [1203, 1203],
    ])
  })

  it('writes JSON lines with the whole record and exports newsletter sign-ups the same way', async () => {
    const store = SqliteLeadStore.open(join(scratch, 'json.db'))
    const lead = sampleLead()
    await store.insertLead(lead)
    await store.insertSubscription(sampleSubscription('reader@example.com'))
    const [line] = await collect(exportLines(store, 'leads', 'json'))
    expect(JSON.parse(line!)).toMatchObject({ id: lead.id, attribution: { utm_source: 'google' }, payload: { domain: 'www.example.com' } })
    const newsletter = await collect(exportLines(store, 'newsletter', 'csv'))
    await store.close()
    expect(newsletter[0]).toBe(
      'id,subscribed_at,email,page,page_url,consent_given,consent_version,consent_source,consent_text,client_ip,user_agent,suspected_automated',
    )
    expect(newsletter[1]).toContain('reader@example.com')
    expect(newsletter).toHaveLength(2)
  })
})
