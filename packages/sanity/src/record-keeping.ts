import { defineQuery } from 'groq'
import type { ContentSource } from './source.ts'
import { stegaClean } from './stega.ts'

// How long request records and their backups are kept (Site settings > Privacy and records): the
// figures the privacy policy prints, read by the code that keeps them (the server's daily purge,
// `pnpm leads purge` and `pnpm leads backup --dir`).

export const recordKeepingQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0] { leadRetentionYears, backupDays }`)

export type RecordKeeping = { retentionYears: number; backupDays: number }

const whole = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0

/** The two periods as settings hold them; rejects when they cannot be read or are not set. */
export async function readRecordKeeping(source: ContentSource): Promise<RecordKeeping> {
  const settings = stegaClean(await source.fetch(recordKeepingQuery))
  const years: unknown = settings?.leadRetentionYears
  const days: unknown = settings?.backupDays
  if (!whole(years) || !whole(days)) {
    throw new Error('Site settings > Privacy and records: the retention period (years) and the backup period (days) must be set')
  }
  return { retentionYears: years, backupDays: days }
}
