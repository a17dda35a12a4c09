import { newLeadExtras } from './mail-queue.ts'
import { optOutFromRow } from './opt-out-rows.ts'
import { claimRequest } from './request-repeats.ts'
import { clampLimit, leadFromRow, leadSelect, leadValues, subscriptionFromRow, subscriptionValues, time, type Row } from './rows.ts'
import { sql, type Dialect, type Work } from './steps.ts'
import { guardWrite, insertRow, type Guard } from './write-guards.ts'
import {
  STORED,
  type Delivery,
  type Failure,
  type LeadWrite,
  type ListOptions,
  type NewLead,
  type NewSubscription,
  type OutboxStatus,
  type OutboxTable,
  type StoredLead,
  type StoredOptOut,
  type StoredSubscription,
  type WriteOptions,
} from './types.ts'

// The lead store's own queries, written once for both databases (steps.ts runs them).

/** The lead, its outbox entry (pending), its visit token and its e-mails: one transaction, the outbox's. */
export function* insertLeadWork(guard: Guard, lead: NewLead, options: WriteOptions): Work<LeadWrite> {
  const repeat = yield* claimRequest(lead)
  if (repeat) return repeat
  yield* guardWrite(guard, 'submissions', lead.receivedAt, options)
  yield insertRow('leads', leadValues(lead))
  yield sql(
    "INSERT INTO lead_outbox (lead_id, status, attempts, next_attempt_at, updated_at) VALUES (?1, 'pending', 0, ?2, ?2)",
    lead.id,
    lead.receivedAt,
  )
  yield* newLeadExtras(lead)
  return STORED
}

export function* insertSubscriptionWork(guard: Guard, subscription: NewSubscription, options: WriteOptions): Work<void> {
  yield* guardWrite(guard, 'submissions', subscription.subscribedAt, options)
  yield insertRow('newsletter_subscriptions', subscriptionValues(subscription))
}

export function* getLeadWork(dialect: Dialect, id: string): Work<StoredLead | null> {
  const [row] = yield sql(`${leadSelect(dialect)} WHERE l.id = ?1`, id)
  return row ? leadFromRow(row) : null
}

export function* listLeadsWork(dialect: Dialect, options: ListOptions): Work<StoredLead[]> {
  const where: string[] = []
  const params: (string | number)[] = []
  if (options.after !== undefined) {
    params.push(options.after)
    where.push(`l.seq ${options.newestFirst ? '<' : '>'} ?${params.length}`)
  }
  if (options.status) {
    params.push(options.status)
    where.push(`o.status = ?${params.length}`)
  }
  params.push(clampLimit(options.limit))
  const rows = yield sql(
    `${leadSelect(dialect)} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY l.seq ${options.newestFirst ? 'DESC' : 'ASC'} LIMIT ?${params.length}`,
    ...params,
  )
  return rows.map(leadFromRow)
}

/** One page of a table kept in arrival order (seq), oldest or newest first. */
function* pageOf(
  table: 'newsletter_subscriptions' | 'opt_outs',
  options: Pick<ListOptions, 'limit' | 'after' | 'newestFirst'>,
): Work<Row[]> {
  const limit = clampLimit(options.limit)
  const order = options.newestFirst ? 'DESC' : 'ASC'
  if (options.after === undefined) return yield sql(`SELECT * FROM ${table} ORDER BY seq ${order} LIMIT ?1`, limit)
  return yield sql(
    `SELECT * FROM ${table} WHERE seq ${options.newestFirst ? '<' : '>'} ?1 ORDER BY seq ${order} LIMIT ?2`,
    options.after,
    limit,
  )
}

export function* listSubscriptionsWork(options: Pick<ListOptions, 'limit' | 'after' | 'newestFirst'>): Work<StoredSubscription[]> {
  return (yield* pageOf('newsletter_subscriptions', options)).map(subscriptionFromRow)
}

export function* listOptOutsWork(options: Pick<ListOptions, 'limit' | 'after' | 'newestFirst'>): Work<StoredOptOut[]> {
  return (yield* pageOf('opt_outs', options)).map(optOutFromRow)
}

/** Rows of a table, or of the lead outbox in one state. */
export function* countWork(table: 'leads' | 'newsletter_subscriptions' | 'opt_outs', status?: OutboxStatus): Work<number> {
  const [row] = status
    ? yield sql('SELECT COUNT(*) AS n FROM lead_outbox WHERE status = ?1', status)
    : yield sql(`SELECT COUNT(*) AS n FROM ${table}`)
  return Number(row?.n ?? 0)
}

// Leads and opt-outs keep the same forwarding columns, in their own tables.
export function* markDeliveredWork(target: OutboxTable, id: string, result: Delivery): Work<void> {
  yield sql(
    `UPDATE ${target.table} SET status = 'delivered', attempts = ?2, delivered_at = ?3, last_status = ?4, last_error = NULL,
       next_attempt_at = NULL, locked_until = NULL, updated_at = ?3 WHERE ${target.key} = ?1`,
    id,
    result.attempts,
    result.at,
    result.httpStatus,
  )
}

export function* markFailedWork(target: OutboxTable, id: string, failure: Failure, at: string): Work<void> {
  yield sql(
    `UPDATE ${target.table} SET status = ?2, attempts = ?3, last_status = ?4, last_error = ?5, next_attempt_at = ?6,
       locked_until = NULL, updated_at = ?7 WHERE ${target.key} = ?1`,
    id,
    failure.retryAt ? 'pending' : 'parked',
    failure.attempts,
    failure.httpStatus,
    failure.error.slice(0, 1000),
    failure.retryAt,
    at,
  )
}

export function* nextDueAtWork(): Work<string | null> {
  const [row] = yield sql("SELECT MIN(next_attempt_at) AS due FROM lead_outbox WHERE status = 'pending'")
  return row ? time(row, 'due') : null
}

export function* saveSnapshotWork(name: string, value: unknown, at: string): Work<void> {
  yield sql(
    `INSERT INTO settings_snapshots (name, value, saved_at) VALUES (?1, ?2, ?3)
     ON CONFLICT (name) DO UPDATE SET value = excluded.value, saved_at = excluded.saved_at`,
    name,
    JSON.stringify(value),
    at,
  )
}

export function* loadSnapshotWork(name: string): Work<unknown> {
  const [row] = yield sql('SELECT value FROM settings_snapshots WHERE name = ?1', name)
  return row ? JSON.parse(String(row.value)) : null
}
