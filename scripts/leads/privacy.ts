import { forgetPerson, parsePeriod, periodStart, periodText, personKey, purgeLeads, type LeadStore, type PersonKey } from '@site/lead-store'
import { createContentSource, readRecordKeeping, type RecordKeeping } from '@site/sanity'
import { DEFAULT_DATASET_FILE } from '../seed/paths.ts'
import { terminalText } from './terminal.ts'

// pnpm leads forget / purge: the privacy policy's deletion on request and its retention period, run
// by the office. Both delete in the store's transactions and then clear the database's files
// (docs/operations.md, "A person's data").

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

/** The record-keeping periods as Site settings hold them (the content the site serves). */
export function recordKeeping(): Promise<RecordKeeping> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''))
  return readRecordKeeping(createContentSource(env, DEFAULT_DATASET_FILE))
}

/** `pnpm leads forget <e-mail or phone> ...`: every person named, one after the other. */
export async function forget(store: LeadStore, given: readonly string[]): Promise<void> {
  if (!given.length) throw new Error('Usage: pnpm leads forget <e-mail address or phone number> [...]')
  const keys: [string, PersonKey][] = given.map((value) => {
    const key = personKey(value)
    if ('error' in key) throw new Error(key.error)
    return [value, key]
  })
  for (const [value, key] of keys) {
    const report = await forgetPerson(store, key)
    const name = terminalText(value.trim())
    console.log(
      `Forgot ${name}: ${plural(report.leads, 'lead')} (${plural(report.mail, 'e-mail')}, ${plural(report.crmUpdates, 'CRM update')}, ` +
        `${plural(report.bookings, 'visit window')}), ${plural(report.subscriptions, 'newsletter sign-up')}.`,
    )
    if (report.optOutsKept) console.log(`  Kept: ${plural(report.optOutsKept, 'opt-out record')}, so they are not contacted again.`)
    if (report.forwarded) console.log(`  ${plural(report.forwarded, 'lead')} had reached the CRM: delete the contact there as well.`)
    if (report.otherContacts.length) {
      console.log(`  Also on the deleted leads: ${report.otherContacts.map(terminalText).join(', ')}.`)
      console.log('  If that is the same person, run "pnpm leads forget" for it too.')
    }
  }
  console.log(
    store.kind === 'sqlite'
      ? 'The database file and its log no longer hold the deleted rows.'
      : 'The tables were rewritten without the deleted rows; the write-ahead log keeps them until it is recycled.',
  )
  console.log('Backups still hold them until they are removed (pnpm leads backup --dir, docs/operations.md).')
}

/** `pnpm leads purge [--older-than 3y]`: leads past the period, by default the one Site settings hold. */
export async function purge(store: LeadStore, olderThan: string | undefined): Promise<void> {
  const period = olderThan === undefined ? { amount: (await recordKeeping()).retentionYears, unit: 'y' as const } : parsePeriod(olderThan)
  if (!period) throw new Error('--older-than takes a number and y, m or d: 3y, 36m or 1095d')
  const report = await purgeLeads(store, periodStart(period, new Date()))
  console.log(`Deleted ${plural(report.leads, 'lead')} received before ${report.before} (older than ${periodText(period)}).`)
}
