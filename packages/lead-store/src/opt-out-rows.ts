import { channelsOf, outboxFromRow, text, textOrNull, time, type Row } from './rows.ts'
import { normalizeMailbox } from '@site/leads'
import { OPT_OUT_CHANNELS, type NewOptOut, type OptOutChannel, type StoredOptOut } from './types.ts'

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

/** The contact an opt-out is for, as one value: repeated requests for it share one record. */
export const contactKey = (optOut: Pick<NewOptOut, 'email' | 'phone'>): string =>
  `${emailKey(optOut.email) ?? ''} ${phoneKey(optOut.phone) ?? ''}`

/** Channels kept as text, always in one order. */
const channelText = (channels: readonly OptOutChannel[]) => OPT_OUT_CHANNELS.filter((channel) => channels.includes(channel)).join(',')

export function optOutValues(optOut: NewOptOut): [string, string | number | null][] {
  return [
    ['id', optOut.id],
    ['received_at', optOut.receivedAt],
    ['first_received_at', optOut.receivedAt],
    ['requests', 1],
    ['contact_key', contactKey(optOut)],
    ['email', optOut.email],
    ['phone', optOut.phone],
    // The mailbox, so an opt-out of one spelling of an address covers the others (mailbox.ts).
    ['email_key', optOut.email ? normalizeMailbox(optOut.email) : null],
    ['phone_key', phoneKey(optOut.phone)],
    ['channels', channelText(optOut.channels)],
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
    firstReceivedAt: time(row, 'first_received_at') ?? time(row, 'received_at') ?? '',
    requests: Number(row.requests ?? 1),
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
  const { seq: _seq, outbox: _outbox, firstReceivedAt: _first, requests: _requests, ...record } = stored
  return record
}

/**
 * A repeat request for a contact that already has a record: the latest time, spelling, page and
 * address, one more request, and the channels of both (a later request to stop texts does not give
 * back consent to e-mails withdrawn before). Forwarded again, under the new request's id, only when
 * it withdraws a channel the record did not have: the CRM already knows the rest.
 */
export function mergedOptOut(existingChannels: unknown, optOut: NewOptOut) {
  const before = channelsOf(existingChannels)
  const channels = channelText([...before, ...optOut.channels])
  return { channels, forwardAgain: channels !== channelText(before) }
}
