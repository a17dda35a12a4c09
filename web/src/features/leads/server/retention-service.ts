import 'server-only'
import { readRecordKeeping } from '@site/sanity'
import { contentSource } from '@/sanity/source'
import { startDailyPurge } from './daily-purge'
import { leadStore } from './store-and-senders'

declare global {
  var __leadPurge: (() => void) | undefined
}

/** The daily purge of leads past the retention period, started once per server process. */
export function startLeadRetention(): void {
  globalThis.__leadPurge ??= startDailyPurge({
    store: leadStore,
    retentionYears: async () => (await readRecordKeeping(contentSource)).retentionYears,
  })
}
