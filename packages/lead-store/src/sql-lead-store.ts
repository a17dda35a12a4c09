import { requeueParked } from './parked-rows.ts'
import { claimDueCrmUpdates, crmUpdateCounts } from './crm-updates.ts'
import { cancelVisitByVisitor, changeVisit, decideVisit } from './visit-decisions.ts'
import { forgetWork, type PersonKey } from './forget.ts'
import {
  countWork,
  getLeadWork,
  insertLeadWork,
  insertSubscriptionWork,
  listLeadsWork,
  listOptOutsWork,
  listSubscriptionsWork,
  loadSnapshotWork,
  markDeliveredWork,
  markFailedWork,
  nextDueAtWork,
  saveSnapshotWork,
} from './lead-queries.ts'
import { claimMail, mailOfLead, mailSummary, nextMailDueAt, oldestUndeliveredOfficeMail, recordMail } from './mail-queue.ts'
import { claimDailyRun, dropSpentBookkeeping, purgeBatch } from './purge.ts'
import type { Dialect, Durability, Work } from './steps.ts'
import type { StoreLimits } from './store-guards.ts'
import { bookVisitWindow, visitTokenMatches, visitWindowLoads, visitsOn } from './visit-bookings.ts'
import { cancelVisit } from './visit-cancel.ts'
import { queueAgenda, queueReminders } from './visit-notices.ts'
import { writeOptOut, type Guard, type Room } from './write-guards.ts'
import {
  CRM_UPDATES,
  LEAD_OUTBOX,
  OPT_OUTS,
  type CrmUpdates,
  type Delivery,
  type Failure,
  type LeadStore,
  type ListOptions,
  type MailQueue,
  type NewLead,
  type NewOptOut,
  type NewSubscription,
  type OptOutJob,
  type OutboxJob,
  type OutboxStatus,
  type VisitBookings,
  type VisitNotices,
  type WriteOptions,
} from './types.ts'

/** Statements run by the Work a store method is made of; the only part each database writes itself. */
export type Executor = {
  /** Each statement on its own: reads, and writes of one statement (each commits by itself). */
  each<T>(work: Work<T>): Promise<T>
  /** All statements in one transaction, committed as `durability` says before it resolves. */
  transaction<T>(work: Work<T>, durability?: Durability): Promise<T>
}

// Tests set up rows no method writes (testing/raw-sql.ts); nothing else reaches a store's executor.
const executors = new WeakMap<LeadStore, Executor & { dialect: Dialect }>()
export const executorOf = (store: LeadStore) => executors.get(store)

/**
 * Every lead-store method written once, for both databases: each is a piece of Work (steps.ts) run
 * through the database's executor. What differs by database stays in its class: row claims
 * (SKIP LOCKED on Postgres), size, clearing deleted rows, close.
 */
export abstract class SqlLeadStore implements LeadStore {
  readonly kind: Dialect
  readonly #run: Executor
  readonly #guard: Guard

  protected constructor(dialect: Dialect, limits: StoreLimits, run: Executor, room: () => Work<Room>) {
    this.kind = dialect
    this.#run = run
    this.#guard = { dialect, limits, room }
    executors.set(this, { ...run, dialect })
  }

  abstract claimDue(options: { now: string; limit: number; leaseMs: number }): Promise<OutboxJob[]>
  abstract claimDueOptOuts(options: { now: string; limit: number; leaseMs: number }): Promise<OptOutJob[]>
  abstract usedBytes(): Promise<number>
  abstract clearDeleted(tables: readonly string[], options: { rewrite: boolean }): Promise<void>
  abstract close(): Promise<void>

  insertLead(lead: NewLead, options: WriteOptions = {}) {
    return this.#run.transaction(insertLeadWork(this.#guard, lead, options))
  }

  getLead(id: string) {
    return this.#run.each(getLeadWork(this.#guard.dialect, id))
  }

  listLeads(options: ListOptions = {}) {
    return this.#run.each(listLeadsWork(this.#guard.dialect, options))
  }

  countLeads(status?: OutboxStatus) {
    return this.#run.each(countWork('leads', status))
  }

  insertSubscription(subscription: NewSubscription, options: WriteOptions = {}) {
    return this.#run.transaction(insertSubscriptionWork(this.#guard, subscription, options))
  }

  listSubscriptions(options: Pick<ListOptions, 'limit' | 'after' | 'newestFirst'> = {}) {
    return this.#run.each(listSubscriptionsWork(options))
  }

  countSubscriptions() {
    return this.#run.each(countWork('newsletter_subscriptions'))
  }

  markDelivered(leadId: string, result: Delivery) {
    return this.#run.each(markDeliveredWork(LEAD_OUTBOX, leadId, result))
  }

  markFailed(leadId: string, failure: Failure) {
    return this.#run.each(markFailedWork(LEAD_OUTBOX, leadId, failure, new Date().toISOString()))
  }

  requeueParked(now: string, leadIds?: readonly string[]) {
    return this.#run.each(requeueParked({ table: 'lead_outbox', key: 'lead_id' }, now, leadIds))
  }

  insertOptOut(optOut: NewOptOut, options: WriteOptions = {}) {
    return this.#run.transaction(writeOptOut(this.#guard, optOut, options))
  }

  listOptOuts(options: Pick<ListOptions, 'limit' | 'after' | 'newestFirst'> = {}) {
    return this.#run.each(listOptOutsWork(options))
  }

  countOptOuts() {
    return this.#run.each(countWork('opt_outs'))
  }

  markOptOutDelivered(optOutId: string, result: Delivery) {
    return this.#run.each(markDeliveredWork(OPT_OUTS, optOutId, result))
  }

  markOptOutFailed(optOutId: string, failure: Failure) {
    return this.#run.each(markFailedWork(OPT_OUTS, optOutId, failure, new Date().toISOString()))
  }

  nextDueAt() {
    return this.#run.each(nextDueAtWork())
  }

  saveSnapshot(name: string, value: unknown) {
    return this.#run.each(saveSnapshotWork(name, value, new Date().toISOString()))
  }

  loadSnapshot(name: string) {
    return this.#run.each(loadSnapshotWork(name))
  }

  // E-mails are bookkeeping (steps.ts Durability): a lease or a mark lost in a power cut means an e-mail is sent again.
  readonly mail: MailQueue = {
    claim: (lease) => this.#run.transaction(claimMail(this.#guard.dialect, lease), 'bookkeeping'),
    record: (marks, releaseOfficeAt = null) => this.#run.transaction(recordMail(marks, releaseOfficeAt), 'bookkeeping'),
    ofLead: (leadId) => this.#run.each(mailOfLead(leadId)),
    summary: () => this.#run.each(mailSummary()),
    nextDueAt: (probeMs) => this.#run.each(nextMailDueAt(probeMs)),
    oldestUndeliveredOffice: () => this.#run.each(oldestUndeliveredOfficeMail()),
    requeueParked: (now, ids) => this.#run.transaction(requeueParked({ table: 'mail_queue', key: 'id' }, now, ids)),
  }

  readonly visits: VisitBookings = {
    book: (request) => this.#run.transaction(bookVisitWindow(this.#guard.dialect, request)),
    tokenMatches: (leadId, tokenHash) => this.#run.each(visitTokenMatches(leadId, tokenHash)),
    loads: (fromDate) => this.#run.each(visitWindowLoads(fromDate)),
    on: (date) => this.#run.each(visitsOn(this.#guard.dialect, date)),
    cancel: (leadId, now) => this.#run.transaction(cancelVisit(this.#guard.dialect, leadId, now)),
    decide: (leadId, decision, now) => this.#run.transaction(decideVisit(this.#guard.dialect, leadId, decision, now)),
    change: (change) => this.#run.transaction(changeVisit(this.#guard.dialect, change)),
    cancelByVisitor: (leadId, now, cutoffMs) => this.#run.transaction(cancelVisitByVisitor(this.#guard.dialect, leadId, now, cutoffMs)),
  }

  readonly notices: VisitNotices = {
    queueReminders: (date, now) => this.#run.transaction(queueReminders(date, now)),
    queueAgenda: (date, now) => this.#run.transaction(queueAgenda(date, now)),
  }

  readonly crmUpdates: CrmUpdates = {
    claimDue: (lease) => this.#run.transaction(claimDueCrmUpdates(this.#guard.dialect, lease)),
    markDelivered: (id, result) => this.#run.transaction(markDeliveredWork(CRM_UPDATES, id, result)),
    markFailed: (id, failure, at) => this.#run.transaction(markFailedWork(CRM_UPDATES, id, failure, at)),
    counts: () => this.#run.each(crmUpdateCounts()),
  }

  purgeBatch(before: string) {
    return this.#run.transaction(purgeBatch(this.#guard.dialect, before))
  }

  dropSpentBookkeeping(now: Date) {
    return this.#run.transaction(dropSpentBookkeeping(now))
  }

  deletePerson(key: PersonKey) {
    return this.#run.transaction(forgetWork(this.#guard.dialect, key))
  }

  claimDailyRun(name: string, now: Date, everyMs: number) {
    return this.#run.transaction(claimDailyRun(name, now, everyMs))
  }
}
