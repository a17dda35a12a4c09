import {
  OPT_OUT_CHANNELS,
  type NewLead,
  type NewSubscription,
  type OptOutChannel,
  type OutboxState,
  type OutboxStatus,
  type ServiceAreaMark,
  type SmsConsentRecord,
  type StoredLead,
  type StoredSubscription,
  type VisitWindow,
} from './types.ts'
import { normalizeMailbox } from '@site/leads'
import type { Dialect } from './steps.ts'

// One mapping between records and table rows for both databases. SQLite hands back text and
// integers, Postgres Dates, booleans, bigint strings and parsed JSON; the readers accept either.

export type Row = Record<string, unknown>

export const text = (row: Row, column: string): string => {
  const value = row[column]
  return value === null || value === undefined ? '' : String(value)
}
export const textOrNull = (row: Row, column: string): string | null => {
  const value = row[column]
  return value === null || value === undefined ? null : String(value)
}
export const time = (row: Row, column: string): string | null => {
  const value = row[column]
  if (value === null || value === undefined) return null
  return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString()
}
const num = (row: Row, column: string): number => Number(row[column] ?? 0)
const numOrNull = (row: Row, column: string): number | null =>
  row[column] === null || row[column] === undefined ? null : Number(row[column])
const json = (row: Row, column: string) => {
  const value = row[column]
  return typeof value === 'string' ? JSON.parse(value) : value
}
const bool = (row: Row, column: string): boolean => row[column] === true || row[column] === 1 || row[column] === '1'
const source = (row: Row): 'client' | 'server' => (row.consent_source === 'server' ? 'server' : 'client')
const status = (row: Row): OutboxStatus => {
  const value = row.status
  return value === 'delivered' || value === 'parked' ? value : 'pending'
}

/** Column names and values of a new lead, in one order for both databases. */
export function leadValues(lead: NewLead): [string, string | number | null][] {
  return [
    ['id', lead.id],
    ['received_at', lead.receivedAt],
    ['client_timestamp', lead.clientTimestamp],
    ['form_id', lead.formId],
    ['form_type', lead.formType],
    ['page', lead.page],
    ['page_name', lead.pageName],
    ['page_url', lead.pageUrl],
    ['first_name', lead.firstName],
    ['last_name', lead.lastName],
    ['email', lead.email],
    ['phone', lead.phone],
    ['address', lead.address],
    ['city', lead.city],
    ['zip_code', lead.zipCode],
    ['service', lead.service],
    ['message', lead.message],
    ['consent_given', lead.consent.given ? 1 : 0],
    ['consent_text', lead.consent.text],
    ['consent_version', lead.consent.version],
    ['consent_source', lead.consent.source],
    ['consent_at', lead.consent.at],
    ['client_ip', lead.consent.clientIp],
    ['user_agent', lead.consent.userAgent],
    ['attribution', JSON.stringify(lead.attribution)],
    ['payload', JSON.stringify(lead.payload)],
    ['service_area', lead.serviceArea],
    ['mailbox', normalizeMailbox(lead.email)],
    ['suspected_automated', lead.suspectedAutomated ? 1 : 0],
    ['sms_consent_given', lead.smsConsent.given ? 1 : 0],
    ['sms_consent_text', lead.smsConsent.text],
    ['sms_consent_version', lead.smsConsent.version],
    ['sms_consent_source', lead.smsConsent.source],
    ['sms_subscription_type_id', lead.smsConsent.subscriptionTypeId],
  ]
}

export function subscriptionValues(subscription: NewSubscription): [string, string | number | null][] {
  return [
    ['id', subscription.id],
    ['email', subscription.email],
    ['subscribed_at', subscription.subscribedAt],
    ['page', subscription.page],
    ['page_url', subscription.consent.pageUrl],
    ['consent_given', subscription.consent.given ? 1 : 0],
    ['consent_text', subscription.consent.text],
    ['consent_version', subscription.consent.version],
    ['consent_source', subscription.consent.source],
    ['client_ip', subscription.consent.clientIp],
    ['user_agent', subscription.consent.userAgent],
    ['suspected_automated', subscription.suspectedAutomated ? 1 : 0],
  ]
}

export function leadFromRow(row: Row): StoredLead {
  return {
    seq: num(row, 'seq'),
    id: text(row, 'id'),
    receivedAt: time(row, 'received_at') ?? '',
    clientTimestamp: textOrNull(row, 'client_timestamp'),
    formId: text(row, 'form_id'),
    formType: textOrNull(row, 'form_type'),
    page: textOrNull(row, 'page'),
    pageName: textOrNull(row, 'page_name'),
    pageUrl: textOrNull(row, 'page_url'),
    firstName: text(row, 'first_name'),
    lastName: text(row, 'last_name'),
    email: text(row, 'email'),
    phone: text(row, 'phone'),
    address: text(row, 'address'),
    city: text(row, 'city'),
    zipCode: text(row, 'zip_code'),
    service: text(row, 'service'),
    message: text(row, 'message'),
    consent: {
      given: bool(row, 'consent_given'),
      text: text(row, 'consent_text'),
      version: text(row, 'consent_version'),
      source: source(row),
      at: time(row, 'consent_at') ?? '',
      pageUrl: textOrNull(row, 'page_url'),
      clientIp: textOrNull(row, 'client_ip'),
      userAgent: textOrNull(row, 'user_agent'),
    },
    smsConsent: smsConsent(row),
    attribution: json(row, 'attribution'),
    payload: json(row, 'payload'),
    serviceArea: serviceArea(row),
    suspectedAutomated: bool(row, 'suspected_automated'),
    outbox: outboxFromRow(row),
    ...consentOrder(row),
    visitWindow: visitWindow(row),
    visitStatus: row.visit_window_id ? (row.visit_status === 'confirmed' ? 'confirmed' : 'requested') : null,
  }
}

/**
 * A lead's consent against the person's opt-outs: an opt-out wins over the consent given before it;
 * a lead sent after the latest opt-out is that person's consent given again, and is not opted out.
 */
function consentOrder(row: Row): Pick<StoredLead, 'optOut' | 'consentedAgain'> {
  const first = time(row, 'opt_out_at')
  const latest = time(row, 'opt_out_latest') ?? first
  if (!first || !latest) return { optOut: null, consentedAgain: null }
  const channels = channelsOf(row.opt_out_channels)
  const consentAt = time(row, 'consent_at') ?? time(row, 'received_at') ?? ''
  if (Date.parse(consentAt) > Date.parse(latest)) return { optOut: null, consentedAgain: { at: consentAt, optedOutAt: latest, channels } }
  return { optOut: { at: first, channels }, consentedAgain: null }
}

/** Null for a lead stored before the texting box existed: no wording was shown for it. */
const smsConsent = (row: Row): SmsConsentRecord | null =>
  row.sms_consent_text === null || row.sms_consent_text === undefined
    ? null
    : {
        given: bool(row, 'sms_consent_given'),
        text: text(row, 'sms_consent_text'),
        version: text(row, 'sms_consent_version'),
        source: row.sms_consent_source === 'client' ? 'client' : 'server',
        subscriptionTypeId: textOrNull(row, 'sms_subscription_type_id'),
      }

const visitWindow = (row: Row): VisitWindow | null =>
  row.visit_window_id
    ? {
        id: text(row, 'visit_window_id'),
        date: text(row, 'visit_window_date'),
        start: text(row, 'visit_starts_at'),
        end: text(row, 'visit_ends_at'),
      }
    : null

const serviceArea = (row: Row): ServiceAreaMark | null =>
  row.service_area === 'served' || row.service_area === 'out-of-area' ? row.service_area : null

/** Channels kept as 'sms,email' text; a list of several opt-outs' channels comes back once each. */
export function channelsOf(value: unknown): OptOutChannel[] {
  const named = new Set(String(value ?? '').split(','))
  return OPT_OUT_CHANNELS.filter((channel) => named.has(channel))
}

export function outboxFromRow(row: Row): OutboxState {
  return {
    status: status(row),
    attempts: num(row, 'attempts'),
    nextAttemptAt: time(row, 'next_attempt_at'),
    lastStatus: numOrNull(row, 'last_status'),
    lastError: textOrNull(row, 'last_error'),
    deliveredAt: time(row, 'delivered_at'),
  }
}

export function subscriptionFromRow(row: Row): StoredSubscription {
  return {
    seq: num(row, 'seq'),
    id: text(row, 'id'),
    email: text(row, 'email'),
    subscribedAt: time(row, 'subscribed_at') ?? '',
    page: textOrNull(row, 'page'),
    consent: {
      given: bool(row, 'consent_given'),
      text: text(row, 'consent_text'),
      version: text(row, 'consent_version'),
      source: source(row),
      at: time(row, 'subscribed_at') ?? '',
      pageUrl: textOrNull(row, 'page_url'),
      clientIp: textOrNull(row, 'client_ip'),
      userAgent: textOrNull(row, 'user_agent'),
    },
    suspectedAutomated: bool(row, 'suspected_automated'),
  }
}

// A lead matches an opt-out by its mailbox (mailbox.ts: any case, +tags, Gmail's dots) or by its
// phone's ten digits (lead phones are validated as ten digits with the mask's punctuation). Matched
// when read; which came later decides (consentOrder).
const LEAD_PHONE_KEY = `replace(replace(replace(replace(replace(replace(l.phone, '(', ''), ')', ''), ' ', ''), '-', ''), '.', ''), '+', '')`
const OPT_OUT_MATCH = `FROM opt_outs x WHERE x.email_key = l.mailbox OR x.email_key = lower(l.email) OR x.phone_key = ${LEAD_PHONE_KEY}`

/** The lead, its outbox state, any matching opt-out and its visit window, in the database's words for a string aggregate. */
export const leadSelect = (dialect: Dialect) => `SELECT l.*, o.status, o.attempts, o.next_attempt_at, o.last_status,
    o.last_error, o.delivered_at,
    (SELECT MIN(x.first_received_at) ${OPT_OUT_MATCH}) AS opt_out_at,
    (SELECT MAX(x.received_at) ${OPT_OUT_MATCH}) AS opt_out_latest,
    (SELECT ${dialect === 'postgres' ? 'string_agg' : 'group_concat'}(x.channels, ',') ${OPT_OUT_MATCH}) AS opt_out_channels,
    b.window_id AS visit_window_id, b.window_date AS visit_window_date, b.starts_at AS visit_starts_at, b.ends_at AS visit_ends_at,
    b.status AS visit_status
  FROM leads l JOIN lead_outbox o ON o.lead_id = l.id LEFT JOIN visit_bookings b ON b.lead_id = l.id`

export const clampLimit = (limit: number | undefined) => Math.max(1, Math.min(limit ?? 100, 10_000))
