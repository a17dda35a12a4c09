import { randomUUID } from 'node:crypto'
import { text, textOrNull, time, type Row } from './rows.ts'
import { sql, type Dialect, type Work } from './steps.ts'
import type { NewLead, VisitWindow } from './types.ts'
import { reserveVisitorMail, VISITOR_MAIL_CAPS, type VisitorMailCaps } from './mail-caps.ts'

// The e-mail queue beside the CRM outbox. Rows are written in the transaction that stores the lead (or
// books its visit window), so every stored lead has its e-mails and no e-mail exists for a lead that
// was not stored. Senders lease due rows as the outbox does (SKIP LOCKED on Postgres), so several
// instances send each e-mail once.

export type MailKind =
  | 'office-alert'
  | 'visitor-confirmation'
  | 'office-visit'
  | 'visitor-visit'
  | 'visitor-visit-confirmed'
  | 'visitor-visit-declined'
  | 'visitor-visit-offered'
  | 'visitor-visit-cancelled'
  | 'office-visit-changed'
  | 'visitor-reminder'
  | 'office-agenda'
export const MAIL_KINDS: readonly MailKind[] = [
  'office-alert',
  'visitor-confirmation',
  'office-visit',
  'visitor-visit',
  'visitor-visit-confirmed',
  'visitor-visit-declined',
  'visitor-visit-offered',
  'visitor-visit-cancelled',
  'office-visit-changed',
  'visitor-reminder',
  'office-agenda',
]
/** Mails that go to the visitor (the others go to the office). */
export const VISITOR_MAIL_KINDS: readonly MailKind[] = [
  'visitor-confirmation',
  'visitor-visit',
  'visitor-visit-confirmed',
  'visitor-visit-declined',
  'visitor-visit-offered',
  'visitor-visit-cancelled',
  'visitor-reminder',
]

export type MailStatus = 'pending' | 'sent' | 'parked' | 'skipped'
export const MAIL_STATUSES: readonly MailStatus[] = ['pending', 'sent', 'parked', 'skipped']

export type MailJob = {
  id: string
  /** Null only for the office's agenda, which is about a day, not a lead. */
  leadId: string | null
  kind: MailKind
  /** The window a visit mail is about, as it was chosen. */
  window: VisitWindow | null
  attempts: number
  createdAt: string
  /** A scheduled notice's key (visit-notices.ts), null for every other e-mail. */
  noticeKey: string | null
}

export type MailRecord = MailJob & {
  status: MailStatus
  nextAttemptAt: string | null
  /** The SMTP server's last reply code. */
  lastStatus: number | null
  lastError: string | null
  sentAt: string | null
}

const kindOf = (value: unknown): MailKind => MAIL_KINDS.find((kind) => kind === value) ?? 'office-alert'
const statusOf = (value: unknown): MailStatus => MAIL_STATUSES.find((status) => status === value) ?? 'pending'

export function mailFromRow(row: Row): MailRecord {
  const window = textOrNull(row, 'visit_window')
  return {
    id: text(row, 'id'),
    leadId: textOrNull(row, 'lead_id'),
    kind: kindOf(row.kind),
    window: window ? JSON.parse(window) : null,
    attempts: Number(row.attempts ?? 0),
    createdAt: time(row, 'created_at') ?? '',
    noticeKey: textOrNull(row, 'notice_key'),
    status: statusOf(row.status),
    nextAttemptAt: time(row, 'next_attempt_at'),
    lastStatus: row.last_status === null || row.last_status === undefined ? null : Number(row.last_status),
    lastError: textOrNull(row, 'last_error'),
    sentAt: time(row, 'sent_at'),
  }
}

/**
 * Queues one e-mail, due at once. `reserved`: an e-mail the office's decision or the visitor's own link
 * set off, which no stranger can: reserved against the caps on mail to visitors as it is queued, so it
 * is never held back by them, and it still counts toward them (mail-caps.ts).
 */
export function* enqueueMail(
  leadId: string,
  kind: MailKind,
  at: string,
  window: VisitWindow | null = null,
  options: { reserved?: boolean } = {},
): Work<string> {
  const id = randomUUID()
  yield sql(
    `INSERT INTO mail_queue (id, lead_id, kind, visit_window, created_at, status, attempts, next_attempt_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, 'pending', 0, ?5, ?5)`,
    id,
    leadId,
    kind,
    window ? JSON.stringify(window) : null,
    at,
  )
  if (options.reserved) {
    yield sql(
      'UPDATE mail_queue SET reserved_at = ?2, mailbox = (SELECT l.mailbox FROM leads l WHERE l.id = ?3) WHERE id = ?1',
      id,
      at,
      leadId,
    )
  }
  return id
}

/**
 * What storing a lead writes besides the lead and its outbox row: its visit token and its e-mails (the
 * office alert, and the visitor's confirmation unless the lead is suspected automated: a script's
 * post must not make the site write to whatever address it typed).
 */
export function* newLeadExtras(lead: NewLead): Work<void> {
  if (lead.visitTokenHash) {
    yield sql('INSERT INTO visit_tokens (lead_id, token_hash) VALUES (?1, ?2)', lead.id, lead.visitTokenHash)
  }
  yield* enqueueMail(lead.id, 'office-alert', lead.receivedAt)
  if (!lead.suspectedAutomated) yield* enqueueMail(lead.id, 'visitor-confirmation', lead.receivedAt)
}

export type Lease = {
  now: string
  limit: number
  leaseMs: number
  /** The caps on e-mail to visitors (mail-caps.ts); VISITOR_MAIL_CAPS unless given. */
  caps?: VisitorMailCaps
  /** How often the office e-mail waiting longest since its last try is tried again (OFFICE_PROBE_MS). */
  probeMs?: number
}

/**
 * While the SMTP server refuses, each office e-mail waits longer between tries (up to an hour), but
 * one of them, the one tried least recently, is tried again this often: the moment the server takes
 * e-mail again, that try succeeds and the others are released (releaseOfficeMail). One try a minute
 * for the whole store, so a refusing server is not hammered, and a lifted quota is noticed within it.
 */
export const OFFICE_PROBE_MS = 60_000

const OFFICE = "kind IN ('office-alert', 'office-visit', 'office-visit-changed')"
/** The office e-mail that failed and was tried least recently. */
const PROBE = `SELECT p.id FROM mail_queue p WHERE p.status = 'pending' AND p.${OFFICE} AND p.attempts > 0 ORDER BY p.updated_at, p.seq LIMIT 1`

/**
 * Leases up to `limit` due e-mails to one sender for `leaseMs`; visitor e-mails are reserved against
 * the caps in the same transaction, and those over them are skipped (counted) rather than handed out.
 */
export function* claimMail(
  dialect: Dialect,
  { now, limit, leaseMs, caps = VISITOR_MAIL_CAPS, probeMs = OFFICE_PROBE_MS }: Lease,
): Work<{ jobs: MailJob[]; skipped: number }> {
  const until = new Date(Date.parse(now) + leaseMs).toISOString()
  const probeBefore = new Date(Date.parse(now) - probeMs).toISOString()
  // The office's e-mails first: after a burst or an outage, staff hear of every lead before visitors
  // get their confirmations.
  const due = `SELECT id FROM mail_queue
    WHERE status = 'pending' AND (locked_until IS NULL OR locked_until <= ?1)
      AND (next_attempt_at <= ?1 OR (id = (${PROBE}) AND updated_at <= ?4))
    ORDER BY kind LIKE 'visitor%', next_attempt_at LIMIT ?3`
  const rows =
    dialect === 'postgres'
      ? yield sql(
          `UPDATE mail_queue m SET locked_until = ?2, updated_at = ?1
           FROM (${due} FOR UPDATE SKIP LOCKED) due WHERE m.id = due.id RETURNING m.*`,
          now,
          until,
          limit,
          probeBefore,
        )
      : yield sql(
          `UPDATE mail_queue SET locked_until = ?2, updated_at = ?1 WHERE id IN (${due}) RETURNING *`,
          now,
          until,
          limit,
          probeBefore,
        )
  const jobs = rows.map((row) => ({ record: mailFromRow(row), reserved: row.reserved_at !== null && row.reserved_at !== undefined }))
  const visitors = jobs.filter(({ record }) => VISITOR_MAIL_KINDS.includes(record.kind))
  const allowed = yield* reserveVisitorMail(
    dialect,
    // Every visitor e-mail is about a lead (only the office's agenda is not).
    visitors.flatMap(({ record: { id, leadId }, reserved }) => (leadId ? [{ id, leadId, reserved }] : [])),
    now,
    caps,
  )
  const handed = jobs
    .map(({ record }) => record)
    .filter((record) => !VISITOR_MAIL_KINDS.includes(record.kind) || allowed.has(record.id))
    .map(({ id, leadId, kind, window, attempts, createdAt, noticeKey }) => ({ id, leadId, kind, window, attempts, createdAt, noticeKey }))
  return { jobs: handed, skipped: jobs.length - handed.length }
}

/** An office e-mail went through: the office e-mails waiting out a longer retry are due now. */
function* releaseOfficeMail(now: string): Work<void> {
  yield sql(`UPDATE mail_queue SET next_attempt_at = ?1 WHERE status = 'pending' AND ${OFFICE} AND next_attempt_at > ?1`, now)
}

/** When the oldest office e-mail not yet delivered (waiting or parked) was queued, or null when none is. */
export function* oldestUndeliveredOfficeMail(): Work<string | null> {
  const [row] = yield sql(`SELECT MIN(created_at) AS oldest FROM mail_queue WHERE status IN ('pending', 'parked') AND ${OFFICE}`)
  return row ? time(row, 'oldest') : null
}

function* markMailSent(id: string, result: { at: string; attempts: number; smtpStatus: number | null; note?: string }): Work<void> {
  yield sql(
    `UPDATE mail_queue SET status = 'sent', attempts = ?2, sent_at = ?3, last_status = ?4, last_error = ?5,
       next_attempt_at = NULL, locked_until = NULL, updated_at = ?3 WHERE id = ?1`,
    id,
    result.attempts,
    result.at,
    result.smtpStatus,
    result.note ?? null,
  )
}

/** A failed attempt: due again at `retryAt`, or parked (null) until someone retries it. */
function* markMailFailed(
  id: string,
  failure: { at: string; attempts: number; smtpStatus: number | null; error: string; retryAt: string | null },
): Work<void> {
  yield sql(
    `UPDATE mail_queue SET status = ?2, attempts = ?3, last_status = ?4, last_error = ?5, next_attempt_at = ?6,
       locked_until = NULL, updated_at = ?7 WHERE id = ?1`,
    id,
    failure.retryAt ? 'pending' : 'parked',
    failure.attempts,
    failure.smtpStatus,
    failure.error.slice(0, 1000),
    failure.retryAt,
    failure.at,
  )
}

/** Not to be sent (withdrawn consent, too late to be useful), with the reason for the office; its reservation is freed. */
function* markMailSkipped(id: string, reason: string, at: string): Work<void> {
  yield sql(
    `UPDATE mail_queue SET status = 'skipped', last_error = ?2, next_attempt_at = NULL, locked_until = NULL, reserved_at = NULL,
       updated_at = ?3 WHERE id = ?1`,
    id,
    reason.slice(0, 1000),
    at,
  )
}

/** Due again later without counting an attempt: the e-mail could not be written yet (content unreadable). */
function* deferMail(id: string, retryAt: string, reason: string, at: string): Work<void> {
  yield sql(
    `UPDATE mail_queue SET last_error = ?2, next_attempt_at = ?3, locked_until = NULL, updated_at = ?4 WHERE id = ?1`,
    id,
    reason.slice(0, 1000),
    retryAt,
    at,
  )
}

/** What became of one claimed e-mail, as the sender records it. */
export type MailMark =
  | { id: string; mark: 'sent'; at: string; attempts: number; smtpStatus: number | null; note?: string }
  | { id: string; mark: 'failed'; at: string; attempts: number; smtpStatus: number | null; error: string; retryAt: string | null }
  | { id: string; mark: 'skipped'; reason: string; at: string }
  | { id: string; mark: 'deferred'; retryAt: string; reason: string; at: string }

/** The marks of a batch, and the office's e-mails released when one of them went through (`releaseOfficeAt`). */
export function* recordMail(marks: readonly MailMark[], releaseOfficeAt: string | null): Work<void> {
  for (const record of marks) {
    if (record.mark === 'sent') yield* markMailSent(record.id, record)
    else if (record.mark === 'failed') yield* markMailFailed(record.id, record)
    else if (record.mark === 'skipped') yield* markMailSkipped(record.id, record.reason, record.at)
    else yield* deferMail(record.id, record.retryAt, record.reason, record.at)
  }
  if (releaseOfficeAt) yield* releaseOfficeMail(releaseOfficeAt)
}

export type MailSummary = Record<MailStatus, number> & { nextDueAt: string | null; oldestPendingAt: string | null }

export function* mailSummary(): Work<MailSummary> {
  const counts = yield sql('SELECT status, COUNT(*) AS n FROM mail_queue GROUP BY status')
  const [due] = yield sql("SELECT MIN(next_attempt_at) AS next_due, MIN(created_at) AS oldest FROM mail_queue WHERE status = 'pending'")
  const summary: MailSummary = { pending: 0, sent: 0, parked: 0, skipped: 0, nextDueAt: null, oldestPendingAt: null }
  for (const row of counts) summary[statusOf(row.status)] = Number(row.n)
  return { ...summary, nextDueAt: due ? time(due, 'next_due') : null, oldestPendingAt: due ? time(due, 'oldest') : null }
}

/** When the next pending e-mail is due (an office e-mail's next probe included), or null when none waits. */
export function* nextMailDueAt(probeMs = OFFICE_PROBE_MS): Work<string | null> {
  const [row] = yield sql("SELECT MIN(next_attempt_at) AS due FROM mail_queue WHERE status = 'pending'")
  const [probe] = yield sql(`SELECT updated_at FROM mail_queue WHERE id = (${PROBE})`)
  const due = row ? time(row, 'due') : null
  const probed = probe ? time(probe, 'updated_at') : null
  if (!probed) return due
  const probeAt = new Date(Date.parse(probed) + probeMs).toISOString()
  return due && due < probeAt ? due : probeAt
}

/** Every e-mail of one lead, oldest first (pnpm leads show). */
export function* mailOfLead(leadId: string): Work<MailRecord[]> {
  return (yield sql('SELECT * FROM mail_queue WHERE lead_id = ?1 ORDER BY seq', leadId)).map(mailFromRow)
}
