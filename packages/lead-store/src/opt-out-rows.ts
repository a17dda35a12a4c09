import { channelsOf, outboxFromRow, text, textOrNull, time, type Row } from './rows.ts'
import type { NewOptOut, StoredOptOut } from './types.ts'

// Opt-outs as table rows, for both databases. The keys are what leads are matched on.

/** Lowercase and trimmed: e-mail addresses are matched without regard to case. */
export const emailKey = (email: string | null): string | null => (email ? email.trim().toLowerCase() : null)

/** The ten digits of a North American number; a leading country code 1 is dropped. */
export function phoneKey(phone: string | null): string | null {
  if (!phone) return null
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return national || null
}

export function optOutValues(optOut: NewOptOut): [string, string | number | null][] {
  return [
    ['id', optOut.id],
    ['received_at', optOut.receivedAt],
    ['email', optOut.email],
    ['phone', optOut.phone],
    ['email_key', emailKey(optOut.email)],
    ['phone_key', phoneKey(optOut.phone)],
    ['channels', optOut.channels.join(',')],
    ['page_url', optOut.pageUrl],
    ['client_ip', optOut.clientIp],
    ['user_agent', optOut.userAgent],
    ['status', 'pending'],
    ['attempts', 0],
    ['next_attempt_at', optOut.receivedAt],
    ['updated_at', optOut.receivedAt],
  ]
}

export function optOutFromRow(row: Row): StoredOptOut {
  return {
    seq: Number(row.seq ?? 0),
    id: text(row, 'id'),
    receivedAt: time(row, 'received_at') ?? '',
    email: textOrNull(row, 'email'),
    phone: textOrNull(row, 'phone'),
    channels: channelsOf(row.channels),
    pageUrl: textOrNull(row, 'page_url'),
    clientIp: textOrNull(row, 'client_ip'),
    userAgent: textOrNull(row, 'user_agent'),
    outbox: outboxFromRow(row),
  }
}

/** The record an outbox job carries (no bookkeeping columns). */
export function optOutRecord(stored: StoredOptOut): NewOptOut {
  const { seq: _seq, outbox: _outbox, ...record } = stored
  return record
}
