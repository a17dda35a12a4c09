import { periodStart, purgeLeads, type LeadStore, type PurgeReport } from '@site/lead-store'

// The privacy policy's retention period, kept by the server itself: every instance looks once an
// hour, and the one that claims the day's run (a row in the store, claimed with one conditional
// write) deletes the leads past the period (purge.ts). Several instances, restarts and a cron job
// running `pnpm leads purge` as well are all harmless: the claim makes it one run a day, and a purge
// run twice finds nothing the second time.

export const PURGE_JOB = 'lead-purge'
/** How often an instance looks whether the day's purge is due. */
export const PURGE_CHECK_MS = 60 * 60 * 1000
/** A run is due this long after the last: a day, less one check, so it never slips a day. */
const DUE_AFTER_MS = 24 * 60 * 60 * 1000 - PURGE_CHECK_MS

export type DailyPurgeDeps = {
  store: () => Promise<LeadStore>
  /** The retention period in years, as Site settings hold it now (the figure the policy prints). */
  retentionYears: () => Promise<number>
  now?: () => Date
  log?: (line: string) => void
}

const log = (deps: DailyPurgeDeps, line: string) => (deps.log ?? ((text) => console.info(text)))(line)

/** One look: purges when this instance claims today's run; the report, or null when it was not due here. */
export async function runDailyPurge(deps: DailyPurgeDeps): Promise<PurgeReport | null> {
  const now = deps.now?.() ?? new Date()
  // The period is read before the claim: a run is claimed only when it can be done.
  const years = await deps.retentionYears()
  const store = await deps.store()
  if (!(await store.claimDailyRun(PURGE_JOB, now, DUE_AFTER_MS))) return null
  const report = await purgeLeads(store, periodStart({ amount: years, unit: 'y' }, now), now)
  log(deps, `[leads] daily purge: ${report.leads} lead${report.leads === 1 ? '' : 's'} received before ${report.before} deleted`)
  return report
}

/** Starts the hourly look (the first a minute after start); returns the function that stops it. */
export function startDailyPurge(deps: DailyPurgeDeps, firstAfterMs = 60_000): () => void {
  const look = () =>
    void runDailyPurge(deps).catch((error: unknown) =>
      console.error(
        `[leads] daily purge failed, tried again within the hour: ${error instanceof Error ? error.message : String(error)}`.slice(0, 400),
      ),
    )
  const first = setTimeout(look, firstAfterMs)
  const every = setInterval(look, PURGE_CHECK_MS)
  // Never what keeps a process alive.
  first.unref()
  every.unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}
