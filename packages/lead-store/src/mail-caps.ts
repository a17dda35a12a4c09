import { normalizeMailbox } from '@site/leads'
import { placeholders, sql, type Dialect, type Work } from './steps.ts'

// The caps on e-mail to visitors. A stranger can type anyone's address into a form, so however many
// forms name one mailbox (in any spelling: mailbox.ts) it gets at most a few e-mails a day, and all
// visitors together get at most so many an hour, past which confirmations stop (the office is still
// told of every lead: its e-mails are never capped). Each visitor e-mail is reserved against both
// caps in the transaction that claims it for sending, so parallel batches and several instances
// cannot overshoot: on SQLite writers take turns; on Postgres the claims that reserve take an
// advisory lock, and each counts after the last one committed.

export type VisitorMailCaps = {
  /** E-mails to one mailbox in any 24 hours. */
  perMailboxPerDay: number
  /** E-mails to all visitors together in any hour (LEADS_VISITOR_MAIL_PER_HOUR). */
  perHour: number
}

export const VISITOR_MAIL_CAPS: VisitorMailCaps = { perMailboxPerDay: 3, perHour: 60 }

const DAY_MS = 24 * 60 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000
// Any number works as long as every instance uses the same one (postgres-store.ts has the migrations').
const CAP_LOCK = 7_305_006

/** A claimed visitor e-mail, with whether it was already reserved (a retry) and whose lead it is. */
export type CapCandidate = { id: string; leadId: string; reserved: boolean }

/**
 * Reserves the claimed visitor e-mails that fit under the caps, in claim order, and marks the others
 * skipped with the reason; returns the ids that may be sent. A retry keeps the reservation it has.
 */
export function* reserveVisitorMail(
  dialect: Dialect,
  candidates: readonly CapCandidate[],
  now: string,
  caps: VisitorMailCaps,
): Work<Set<string>> {
  const allowed = new Set(candidates.filter((mail) => mail.reserved).map((mail) => mail.id))
  const fresh = candidates.filter((mail) => !mail.reserved)
  if (!fresh.length) return allowed
  if (dialect === 'postgres') yield sql(`SELECT pg_advisory_xact_lock(${CAP_LOCK})`)
  const at = Date.parse(now)
  const dayAgo = new Date(at - DAY_MS).toISOString()
  const [hour] = yield sql('SELECT COUNT(*) AS n FROM mail_queue WHERE reserved_at > ?1', new Date(at - HOUR_MS).toISOString())
  let storeWide = Number(hour?.n ?? 0)
  const leadIds = [...new Set(fresh.map((mail) => mail.leadId))]
  const emails = new Map<string, string>()
  for (const row of yield sql(`SELECT id, email FROM leads WHERE id IN (${placeholders(leadIds.length)})`, ...leadIds)) {
    emails.set(String(row.id), String(row.email))
  }
  const perMailbox = new Map<string, number>()
  for (const mail of fresh) {
    const mailbox = normalizeMailbox(emails.get(mail.leadId) ?? '')
    if (!perMailbox.has(mailbox)) {
      const [row] = yield sql('SELECT COUNT(*) AS n FROM mail_queue WHERE mailbox = ?1 AND reserved_at > ?2', mailbox, dayAgo)
      perMailbox.set(mailbox, Number(row?.n ?? 0))
    }
    const sent = perMailbox.get(mailbox) ?? 0
    const refusal =
      sent >= caps.perMailboxPerDay
        ? `not sent: this mailbox already had ${sent} e-mails from the site in 24 hours (at most ${caps.perMailboxPerDay})`
        : storeWide >= caps.perHour
          ? `not sent: the ceiling of ${caps.perHour} e-mails an hour to visitors was reached (LEADS_VISITOR_MAIL_PER_HOUR)`
          : null
    if (refusal) {
      yield sql(
        `UPDATE mail_queue SET status = 'skipped', mailbox = ?2, last_error = ?3, next_attempt_at = NULL, locked_until = NULL,
           updated_at = ?4 WHERE id = ?1`,
        mail.id,
        mailbox,
        refusal,
        now,
      )
      continue
    }
    yield sql('UPDATE mail_queue SET mailbox = ?2, reserved_at = ?3 WHERE id = ?1', mail.id, mailbox, now)
    perMailbox.set(mailbox, sent + 1)
    storeWide += 1
    allowed.add(mail.id)
  }
  return allowed
}
