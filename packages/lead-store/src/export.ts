import { ATTRIBUTION_FIELDS, replaceControlCharacters } from '@site/leads'
import { visitWindowText } from './hubspot.ts'
import type { LeadStore, StoredLead, StoredOptOut, StoredSubscription } from './types.ts'

// Exports for the office: CSV a spreadsheet opens, or JSON lines with everything (payload included).
// Rows are read in pages by seq, so an export of any size streams with flat memory.

type Column<T> = [string, (row: T) => unknown]

const LEAD_COLUMNS: Column<StoredLead>[] = [
  ['id', (l) => l.id],
  ['received_at', (l) => l.receivedAt],
  ['form_id', (l) => l.formId],
  ['form_type', (l) => l.formType],
  ['page', (l) => l.page],
  ['page_name', (l) => l.pageName],
  ['page_url', (l) => l.pageUrl],
  ['first_name', (l) => l.firstName],
  ['last_name', (l) => l.lastName],
  ['email', (l) => l.email],
  ['phone', (l) => l.phone],
  ['address', (l) => l.address],
  ['city', (l) => l.city],
  ['zip_code', (l) => l.zipCode],
  ['service', (l) => l.service],
  ['message', (l) => l.message],
  ['consent_given', (l) => l.consent.given],
  ['consent_at', (l) => l.consent.at],
  ['consent_version', (l) => l.consent.version],
  ['consent_source', (l) => l.consent.source],
  ['consent_text', (l) => l.consent.text],
  // The optional texting box; empty on leads from before it existed.
  ['sms_consent_given', (l) => l.smsConsent?.given],
  ['sms_consent_version', (l) => l.smsConsent?.version],
  ['sms_consent_text', (l) => l.smsConsent?.text],
  ['client_ip', (l) => l.consent.clientIp],
  ['user_agent', (l) => l.consent.userAgent],
  ['client_timestamp', (l) => l.clientTimestamp],
  ['forward_status', (l) => l.outbox.status],
  ['forward_attempts', (l) => l.outbox.attempts],
  ['forwarded_at', (l) => l.outbox.deliveredAt],
  ['forward_error', (l) => l.outbox.lastError],
  ['service_area', (l) => l.serviceArea],
  ['opted_out_at', (l) => l.optOut?.at],
  ['opted_out_channels', (l) => l.optOut?.channels.join(' ')],
  ['consented_again_at', (l) => l.consentedAgain?.at],
  ['visit_window', (l) => (l.visitWindow ? visitWindowText(l.visitWindow) : null)],
  ['suspected_automated', (l) => l.suspectedAutomated],
  ...ATTRIBUTION_FIELDS.map((key): Column<StoredLead> => [key, (l) => l.attribution[key]]),
]

const SUBSCRIPTION_COLUMNS: Column<StoredSubscription>[] = [
  ['id', (s) => s.id],
  ['subscribed_at', (s) => s.subscribedAt],
  ['email', (s) => s.email],
  ['page', (s) => s.page],
  ['page_url', (s) => s.consent.pageUrl],
  ['consent_given', (s) => s.consent.given],
  ['consent_version', (s) => s.consent.version],
  ['consent_source', (s) => s.consent.source],
  ['consent_text', (s) => s.consent.text],
  ['client_ip', (s) => s.consent.clientIp],
  ['user_agent', (s) => s.consent.userAgent],
  ['suspected_automated', (s) => s.suspectedAutomated],
]

const OPT_OUT_COLUMNS: Column<StoredOptOut>[] = [
  ['id', (o) => o.id],
  ['received_at', (o) => o.receivedAt],
  ['first_received_at', (o) => o.firstReceivedAt],
  ['requests', (o) => o.requests],
  ['email', (o) => o.email],
  ['phone', (o) => o.phone],
  ['channels', (o) => o.channels.join(' ')],
  ['page_url', (o) => o.pageUrl],
  ['client_ip', (o) => o.clientIp],
  ['user_agent', (o) => o.userAgent],
  ['forward_status', (o) => o.outbox.status],
  ['forward_attempts', (o) => o.outbox.attempts],
  ['forwarded_at', (o) => o.outbox.deliveredAt],
  ['forward_error', (o) => o.outbox.lastError],
]

// A cell a spreadsheet would read as a formula (=, +, -, @, their full-width forms, or a leading tab
// or line break before one); control characters other than tab and line breaks, which no form
// accepts, are shown as the replacement character should an old row carry one.
const FORMULA = /^[=+\-@\t\r\n\uff1d\uff0b\uff0d\uff20]/

/** One CSV cell. Visitor text starting like a formula is defused so a spreadsheet shows it as text. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = replaceControlCharacters(String(value), '\ufffd')
  if (FORMULA.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export type ExportKind = 'leads' | 'newsletter' | 'opt-outs'
export type ExportFormat = 'csv' | 'json'

async function* linesOf<T extends { seq: number }>(
  total: number,
  page: (after: number | undefined) => Promise<T[]>,
  columns: Column<T>[],
  format: ExportFormat,
  onProgress?: (done: number, total: number) => void,
): AsyncGenerator<string> {
  if (format === 'csv') yield columns.map(([name]) => name).join(',')
  let after: number | undefined
  let done = 0
  for (;;) {
    const rows = await page(after)
    if (!rows.length) return
    for (const row of rows) yield format === 'json' ? JSON.stringify(row) : columns.map(([, get]) => csvCell(get(row))).join(',')
    done += rows.length
    after = rows[rows.length - 1]?.seq
    onProgress?.(done, total)
  }
}

/** Yields the export line by line (a header line first for CSV); `onProgress` gets (done, total). */
export async function* exportLines(
  store: LeadStore,
  kind: ExportKind,
  format: ExportFormat,
  onProgress?: (done: number, total: number) => void,
): AsyncGenerator<string> {
  const limit = 500
  if (kind === 'leads') {
    yield* linesOf(await store.countLeads(), (after) => store.listLeads({ after, limit }), LEAD_COLUMNS, format, onProgress)
  } else if (kind === 'opt-outs') {
    yield* linesOf(await store.countOptOuts(), (after) => store.listOptOuts({ after, limit }), OPT_OUT_COLUMNS, format, onProgress)
  } else {
    const total = await store.countSubscriptions()
    yield* linesOf(total, (after) => store.listSubscriptions({ after, limit }), SUBSCRIPTION_COLUMNS, format, onProgress)
  }
}
