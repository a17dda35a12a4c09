// Runs once when a server instance starts: start forwarding leads that were stored but not yet
// accepted by the CRM (say, before a restart), without waiting for the next visitor's lead.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  if (!process.env.LEAD_FORWARD_URL) return
  const { leadOutbox } = await import('./features/leads/server/services')
  const outbox = await leadOutbox()
  outbox?.start()
}
