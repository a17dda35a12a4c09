import { backoffDelay } from './backoff.ts'
import { VISITOR_MAIL_KINDS, type MailKind } from './mail-queue.ts'

// When a failed e-mail is tried again. The office must hear of every lead, so its e-mails are never
// given up: any refusal, a 5xx among them (a daily sending quota, a policy block), is retried like a
// 4xx, the wait doubling from 20 s to at most an hour, and the probe (mail-queue.ts OFFICE_PROBE_MS)
// notices within a minute when the server takes e-mail again. A visitor's e-mail is worth less the
// later it comes and a 5xx is usually about the address itself (no such mailbox, refused as spam),
// where insisting only hurts the domain's standing: it is parked after three tries that end in 5xx,
// and after 60 tries (about a day) of anything else.

export type MailRetryPolicy = {
  baseMs: number
  /** The longest wait between two tries of an office e-mail. */
  officeMaxMs: number
  /** The longest wait between two tries of a visitor e-mail. */
  visitorMaxMs: number
  /** Tries of a visitor e-mail before it is parked. */
  visitorMaxAttempts: number
  /** Tries of a visitor e-mail, the last refused with a 5xx, before it is parked. */
  visitorPermanentAttempts: number
}

export const MAIL_RETRY: MailRetryPolicy = {
  baseMs: 20_000,
  officeMaxMs: 60 * 60 * 1000,
  visitorMaxMs: 30 * 60 * 1000,
  visitorMaxAttempts: 60,
  visitorPermanentAttempts: 3,
}

/** How long until the next try after `attempts` tries, or null to park the e-mail for `pnpm leads retry --mail`. */
export function mailRetryDelay(
  kind: MailKind,
  failure: { attempts: number; permanent: boolean },
  policy: MailRetryPolicy = MAIL_RETRY,
  random: () => number = Math.random,
): number | null {
  const { attempts, permanent } = failure
  if (!VISITOR_MAIL_KINDS.includes(kind)) return backoffDelay(attempts, { baseMs: policy.baseMs, maxMs: policy.officeMaxMs, random })
  if (attempts >= policy.visitorMaxAttempts || (permanent && attempts >= policy.visitorPermanentAttempts)) return null
  return backoffDelay(attempts, { baseMs: policy.baseMs, maxMs: policy.visitorMaxMs, random })
}
