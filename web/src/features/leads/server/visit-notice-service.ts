import 'server-only'
import { readVisitNoticeTimes } from '@site/sanity'
import { contentSource } from '@/sanity/source'
import { leadMailer, leadStore } from './store-and-senders'
import { startVisitNotices } from './visit-notice-schedule'

declare global {
  var __visitNotices: (() => void) | undefined
}

/** The visit reminders and the office's morning agenda, queued when due; started once per server process. */
export function startVisitNoticeSchedule(): void {
  globalThis.__visitNotices ??= startVisitNotices({
    store: leadStore,
    times: () => readVisitNoticeTimes(contentSource),
    wake: async () => (await leadMailer())?.wake(),
  })
}
