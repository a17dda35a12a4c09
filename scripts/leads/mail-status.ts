import { alertMaxAgeSeconds, officeAlertAgeSeconds, type LeadStore } from '@site/lead-store'

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
  const mail = await store.mail.summary()
  const updates = await store.crmUpdates.counts()
  const waiting = mail.pending ? ` (oldest queued ${mail.oldestPendingAt}, next try ${mail.nextDueAt})` : ''
  return [
    `E-mail: ${describeSmtp(process.env.SMTP_URL)}`,
    `E-mail queue: pending ${mail.pending}${waiting}, sent ${mail.sent}, parked ${mail.parked}, skipped ${mail.skipped}`,
    ...(mail.parked ? ['Parked e-mails: see them with "pnpm leads show <id>"; send them again with "pnpm leads retry --mail".'] : []),
    `CRM updates (visit windows): pending ${updates.pending}, delivered ${updates.delivered}, parked ${updates.parked}`,
  ]
}

/**
 * How late the office is hearing of leads. Late (the command exits non-zero) when e-mail is set up
 * (SMTP_URL, as the site has it) and the oldest undelivered office e-mail is older than
 * LEADS_ALERT_MAX_AGE seconds (900 unset), the rule GET /api/health answers 503 by.
 */
export async function officeAlertStatus(store: LeadStore, now = new Date()): Promise<{ line: string; late: boolean }> {
  const maxAge = alertMaxAgeSeconds(process.env.LEADS_ALERT_MAX_AGE)
  const age = await officeAlertAgeSeconds(store, now)
  if (age === null) return { line: 'Office alerts: every one delivered', late: false }
  const late = Boolean(process.env.SMTP_URL) && age > maxAge
  const state = late ? `LATE, over LEADS_ALERT_MAX_AGE ${maxAge} s: check "E-mail queue" above and the SMTP account` : `limit ${maxAge} s`
  return { line: `Office alerts: the oldest undelivered is ${age} s old (${state})`, late }
}
