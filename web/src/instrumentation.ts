// Runs once when a server instance starts.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Start forwarding leads and sending e-mails that were stored but not yet sent (say, before a
  // restart), without waiting for the next visitor's lead.
  const { startLeadSenders } = await import('./features/leads/server/store-and-senders')
  await startLeadSenders()
  // Leads past the privacy policy's retention period are deleted once a day (docs/operations.md).
  const { startLeadRetention } = await import('./features/leads/server/retention-service')
  startLeadRetention()
  // Visit reminders the afternoon before and the office's morning agenda, queued when due.
  const { startVisitNoticeSchedule } = await import('./features/leads/server/visit-notice-service')
  startVisitNoticeSchedule()
}
