// Runs once when a server instance starts.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  // Without a trusted proxy in front, X-Forwarded-For is whatever the client sent: replace it with the
  // connection's address before anything reads it (src/features/security/client-address.ts).
  if (!Number(process.env.TRUST_PROXY ?? 0)) {
    const { keepSocketAddress } = await import('./features/security/client-address')
    keepSocketAddress()
  }
  // Start forwarding leads and sending e-mails that were stored but not yet sent (say, before a
  // restart), without waiting for the next visitor's lead.
  if (process.env.LEAD_FORWARD_URL) {
    const { leadOutbox } = await import('./features/leads/server/services')
    const outbox = await leadOutbox()
    outbox?.start()
  }
  if (process.env.SMTP_URL) {
    const { leadMailer } = await import('./features/lead-mail/mail-services')
    const mailer = await leadMailer()
    mailer?.start()
  }
  // Leads past the privacy policy's retention period are deleted once a day (docs/operations.md).
  const { startLeadRetention } = await import('./features/leads/server/retention-service')
  startLeadRetention()
}
