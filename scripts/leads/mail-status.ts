import { crmUpdateCounts, mailSummary, type LeadStore } from '@site/lead-store'

// The e-mail lines of `pnpm leads status`: where e-mail goes, and the queue beside the CRM outbox.

/** SMTP_URL without its password: the host and port e-mail is sent through. */
export function describeSmtp(url: string | undefined): string {
  if (!url) return 'off (SMTP_URL not set): e-mails wait in the queue'
  try {
    const parsed = new URL(url)
    return `through ${parsed.protocol}//${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}, from ${process.env.SMTP_FROM ?? '(SMTP_FROM not set)'}`
  } catch {
    return 'SMTP_URL is not a valid address'
  }
}

export async function mailStatusLines(store: LeadStore): Promise<string[]> {
  const mail = await store.run(() => mailSummary(), 'read')
  const updates = await store.run(() => crmUpdateCounts(), 'read')
  const waiting = mail.pending ? ` (oldest queued ${mail.oldestPendingAt}, next try ${mail.nextDueAt})` : ''
  return [
    `E-mail: ${describeSmtp(process.env.SMTP_URL)}`,
    `E-mail queue: pending ${mail.pending}${waiting}, sent ${mail.sent}, parked ${mail.parked}, skipped ${mail.skipped}`,
    ...(mail.parked ? ['Parked e-mails: see them with "pnpm leads show <id>"; send them again with "pnpm leads retry --mail".'] : []),
    `CRM updates (visit windows): pending ${updates.pending}, delivered ${updates.delivered}, parked ${updates.parked}`,
  ]
}
