import { queueDueVisitNotices, type LeadStore, type NoticeRun } from '@site/lead-store'
import type { VisitNoticeTimes } from '@site/leads'

// The visit reminders and the office's agenda, queued by the server itself: every instance looks
// every few minutes, and queues whatever is due at that Jacksonville time (visit-notice-times.ts).
// Each e-mail is a row under a unique notice key, so instances looking at once, restarts and a cron
// job running `pnpm leads reminders` / `pnpm leads agenda` as well still make each e-mail once. A
// look is a read of the day's bookings and a few conflicting inserts: cheap enough to repeat, and a
// visit confirmed after the send time gets its reminder at the next look.

/** How often an instance looks: an e-mail goes out at most this long after its send time. */
export const NOTICE_CHECK_MS = 5 * 60 * 1000

export type VisitNoticeDeps = {
  store: () => Promise<LeadStore>
  /** The send times as Visit scheduling holds them now. */
  times: () => Promise<VisitNoticeTimes>
  /** Something was queued: send it now rather than at the sender's next poll. */
  wake: () => Promise<unknown>
  now?: () => Date
  log?: (line: string) => void
}

/** One look: queues what is due now, and wakes the sender when something was. */
export async function runVisitNotices(deps: VisitNoticeDeps): Promise<NoticeRun> {
  const now = deps.now?.() ?? new Date()
  const run = await queueDueVisitNotices(await deps.store(), await deps.times(), now)
  if (run.reminders || run.agendaQueued) {
    const parts = [
      ...(run.reminders ? [`${run.reminders} reminder${run.reminders === 1 ? '' : 's'} for ${run.reminderDate}`] : []),
      ...(run.agendaQueued ? [`the agenda of ${run.agendaDate}`] : []),
    ]
    ;(deps.log ?? ((line) => console.info(line)))(`[leads] visit e-mails queued: ${parts.join(', ')}`)
    await deps.wake()
  }
  return run
}

/** Starts the looks (the first a minute after start); returns the function that stops them. */
export function startVisitNotices(deps: VisitNoticeDeps, firstAfterMs = 60_000): () => void {
  const look = () =>
    void runVisitNotices(deps).catch((error: unknown) =>
      console.error(
        `[leads] visit e-mails not queued, tried again in ${NOTICE_CHECK_MS / 60_000} minutes: ${error instanceof Error ? error.message : String(error)}`.slice(
          0,
          400,
        ),
      ),
    )
  const first = setTimeout(look, firstAfterMs)
  const every = setInterval(look, NOTICE_CHECK_MS)
  // Never what keeps a process alive.
  first.unref()
  every.unref()
  return () => {
    clearTimeout(first)
    clearInterval(every)
  }
}
