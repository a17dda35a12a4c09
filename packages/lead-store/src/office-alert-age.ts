import type { LeadStore } from './types.ts'

// How late the office is hearing of leads: the age of the oldest office e-mail not yet delivered.
// Past LEADS_ALERT_MAX_AGE seconds, GET /api/health answers 503 naming office-alerts and
// `pnpm leads status` exits non-zero, so an uptime monitor pages someone while leads sit unseen.

export const DEFAULT_ALERT_MAX_AGE_SECONDS = 900

/** Seconds since the oldest undelivered office e-mail was queued, or null when every one was delivered. */
export async function officeAlertAgeSeconds(store: LeadStore, now: Date = new Date()): Promise<number | null> {
  const oldest = await store.mail.oldestUndeliveredOffice()
  return oldest ? Math.max(0, Math.floor((now.getTime() - Date.parse(oldest)) / 1000)) : null
}

/** LEADS_ALERT_MAX_AGE as a number of seconds (900 when unset); throws on anything but a positive whole number. */
export function alertMaxAgeSeconds(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_ALERT_MAX_AGE_SECONDS
  const seconds = Number(value)
  if (!Number.isInteger(seconds) || seconds < 1) throw new Error(`LEADS_ALERT_MAX_AGE must be a whole number of seconds; got ${value}`)
  return seconds
}
