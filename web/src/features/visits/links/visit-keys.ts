import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { LeadStore } from '@site/lead-store'
import type { VisitWindow } from '@site/leads'

// The keys in the links of the visit e-mails. A key is an HMAC over who it is for (the office or the
// visitor), one lead's id and the moment it expires, with a secret only the server holds; the link
// carries the expiry and the HMAC, nothing about the person. A key for one lead or one role is no key
// for another, a changed expiry breaks it, and checking it needs no lookup. The secret is
// VISIT_LINK_SECRET, or one drawn once and kept in the lead store, so every instance signs alike with
// nothing to set up (docs/decisions.md, "Visit links").

export type KeyRole = 'office' | 'visitor'

const SNAPSHOT = 'visit-link-secret'
const DAY_MS = 24 * 60 * 60 * 1000
/** How long a visitor's link lasts when they hold no window (after a decline): the days visitors may pick ahead. */
export const UNBOOKED_LINK_MS = 14 * DAY_MS

const mac = (secret: string, role: KeyRole, leadId: string, expires: number) =>
  createHmac('sha256', secret).update(`visit-link\n${role}\n${leadId}\n${expires}`).digest('base64url')

/** A key for `role` on one lead, valid until `expiresAt`. */
export function signKey(secret: string, role: KeyRole, leadId: string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000)
  return `${expires.toString(36)}.${mac(secret, role, leadId, expires)}`
}

const KEY = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/

/** Whether `key` is this role's for this lead and not expired at `now`. */
export function keyHolds(secret: string, role: KeyRole, leadId: string, key: string, now: Date): boolean {
  const match = KEY.exec(key)
  if (!match?.[1] || !match[2]) return false
  const expires = parseInt(match[1], 36)
  const expected = Buffer.from(mac(secret, role, leadId, expires))
  const given = Buffer.from(match[2])
  return given.length === expected.length && timingSafeEqual(given, expected) && now.getTime() < expires * 1000
}

/** The office's key lasts until the visit is over; the visitor's until it starts (or, with none, a fortnight). */
export function keyExpiry(role: KeyRole, window: VisitWindow | null, now: Date): Date {
  if (!window) return new Date(now.getTime() + UNBOOKED_LINK_MS)
  return new Date(role === 'office' ? window.end : window.start)
}

/**
 * The signing secret: `configured` (VISIT_LINK_SECRET), else the one kept in the store, drawn the
 * first time. Read back after writing, so two instances starting together settle on the one stored last.
 */
export async function linkSecret(store: LeadStore, configured?: string): Promise<string> {
  if (configured) return configured
  const kept = await store.loadSnapshot(SNAPSHOT)
  if (typeof kept === 'string' && kept.length >= 32) return kept
  await store.saveSnapshot(SNAPSHOT, randomBytes(32).toString('base64url'))
  const stored = await store.loadSnapshot(SNAPSHOT)
  if (typeof stored !== 'string') throw new Error('the visit link secret could not be kept in the lead store')
  return stored
}
