import type { AttributionFields, LeadPayload } from '@site/leads'
import type { CrmUpdateJob } from './crm-updates.ts'
import type { ForgetReport, PersonKey } from './forget.ts'
import type { Lease, MailJob, MailMark, MailRecord, MailSummary } from './mail-queue.ts'
import type { BookingRequest, BookingResult } from './visit-bookings.ts'
import type { DecisionResult, OfficeDecision, VisitorChange, VisitorResult } from './visit-decisions.ts'

// What the lead store keeps. A lead is stored whole (the payload as accepted) and also as columns a
// person or a query can read, together with the evidence of consent a TCPA / Florida FTSA record
// needs: the wording shown and its version, the checkbox state, the time, the page and the address.

export type OutboxStatus = 'pending' | 'delivered' | 'parked'
export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['pending', 'delivered', 'parked']

export type ConsentRecord = {
  given: boolean
  text: string
  version: string
  /** 'server': the site's own wording from settings, as every lead now keeps; 'client' only on rows stored before that. */
  source: 'client' | 'server'
  /** Server time the consent was received. */
  at: string
  pageUrl: string | null
  clientIp: string | null
  userAgent: string | null
}

/**
 * The optional texting box: whether it was ticked, the wording and version shown beside it (as
 * settings held it, `source` as for the contact consent), and the HubSpot SMS subscription type it
 * subscribes to when leads go to HubSpot. Its time, page and address are the contact consent's.
 */
export type SmsConsentRecord = {
  given: boolean
  text: string
  version: string
  source: 'client' | 'server'
  subscriptionTypeId: string | null
}

export type NewLead = {
  id: string
  /** Server time the lead was received (ISO 8601, UTC). */
  receivedAt: string
  /** The browser's own timestamp, kept as sent. */
  clientTimestamp: string | null
  formId: string
  formType: string | null
  page: string | null
  pageName: string | null
  pageUrl: string | null
  firstName: string
  lastName: string
  email: string
  phone: string
  address: string
  city: string
  zipCode: string
  /** The label of the chosen service, as sent in select_a_service__sg_. */
  service: string
  message: string
  consent: ConsentRecord
  /** The texting box (marketing texts), separate from the required consent. */
  smsConsent: SmsConsentRecord
  attribution: AttributionFields
  payload: LeadPayload
  /**
   * Whether the ZIP code is one the company serves, as the site's location documents said when the
   * lead arrived; null when it was not checked (no ZIP, or a lead from before the check existed).
   */
  serviceArea: ServiceAreaMark | null
  /**
   * The hash of the token the 201 hands the visitor for choosing a visit window (the token itself is
   * never stored); absent on leads that get none.
   */
  visitTokenHash?: string | null
  /** The form's trap field was filled (packages/leads trap.ts): kept, flagged for the office, no visitor e-mail. */
  suspectedAutomated: boolean
  /**
   * The request's fingerprint (request-repeats.ts), set by the site's intake: the same request again
   * within REPEAT_WINDOW_MS is answered with this lead instead of making another. Absent: no check.
   */
  requestFingerprint?: string | null
  /** The visit token sealed with the request itself, so a repeat of the request can be given it again. */
  sealedVisitToken?: string | null
}

/** What insertLead did: stored the lead, or found the same request stored moments ago (that lead's id). */
export type LeadWrite = { outcome: 'stored' } | { outcome: 'repeat'; leadId: string; sealedVisitToken: string | null }
export const STORED: LeadWrite = { outcome: 'stored' }

export type ServiceAreaMark = 'served' | 'out-of-area'

export type OutboxState = {
  status: OutboxStatus
  attempts: number
  nextAttemptAt: string | null
  lastStatus: number | null
  lastError: string | null
  deliveredAt: string | null
}

/** The opt-outs whose e-mail or phone match a lead's: the office must not contact it on these channels. */
export type OptOutFlag = { at: string; channels: OptOutChannel[] }

/** A lead sent after the person's latest opt-out: consent given again, on `at`, after withdrawing `channels`. */
export type ConsentAgain = { at: string; optedOutAt: string; channels: OptOutChannel[] }

/** A visit window as the site offers it: a Jacksonville date and arrival times with their offset. */
export type VisitWindow = { id: string; date: string; start: string; end: string }

export type StoredLead = Omit<NewLead, 'visitTokenHash' | 'requestFingerprint' | 'sealedVisitToken' | 'smsConsent'> & {
  seq: number
  /** Null on a lead stored before the forms had a texting box (no wording was shown for it). */
  smsConsent: SmsConsentRecord | null
  outbox: OutboxState
  /** Opt-outs newer than this lead's consent. */
  optOut: OptOutFlag | null
  /** Set instead of `optOut` when this lead's consent is newer than every opt-out of the person. */
  consentedAgain: ConsentAgain | null
  /** The visit window the visitor asked for (the latest, when moved), or null. */
  visitWindow: VisitWindow | null
  /** Whether the office has confirmed that window; null without a booking. */
  visitStatus: VisitStatus | null
}

/** A booking waits for the office ('requested') until the office confirms it. */
export type VisitStatus = 'requested' | 'confirmed'

export type OutboxJob = { leadId: string; attempts: number; payload: LeadPayload }

export type NewSubscription = {
  id: string
  email: string
  subscribedAt: string
  consent: ConsentRecord
  page: string | null
  /** The form's trap field was filled: kept, and flagged so the office can leave it off a mailing. */
  suspectedAutomated: boolean
}

export type StoredSubscription = NewSubscription & { seq: number }

/** Texts (and calls to the phone) or e-mails: what a person asked the company to stop. */
export type OptOutChannel = 'sms' | 'email'
export const OPT_OUT_CHANNELS: readonly OptOutChannel[] = ['sms', 'email']

/** A withdrawal of consent (Florida FTSA, FCC 2025 revocation rule), with the evidence of it. */
export type NewOptOut = {
  id: string
  receivedAt: string
  /** As given, trimmed; null when only the other contact was given. */
  email: string | null
  phone: string | null
  channels: OptOutChannel[]
  pageUrl: string | null
  clientIp: string | null
  userAgent: string | null
}

/**
 * One record per contact (its e-mail and phone as given together): a repeated request updates it.
 * `receivedAt` is the latest request, `firstReceivedAt` the first (the time the law counts from),
 * `requests` how many there were, and `channels` every channel ever withdrawn.
 */
export type StoredOptOut = NewOptOut & { seq: number; firstReceivedAt: string; requests: number; outbox: OutboxState }

/**
 * How a new row is written. `newcomer`: the hour's write budget is spent, and the row is from a
 * visitor whose network has not written this hour: it spends from the share kept for them.
 */
export type WriteOptions = { newcomer?: boolean }

/** What storing an opt-out did: a new record, or a repeat merged into the contact's record. */
export type OptOutWrite = 'created' | 'merged'

export type OptOutJob = { optOutId: string; attempts: number; optOut: NewOptOut }

export type ListOptions = {
  limit?: number
  /** Continue after this seq (oldest first); for paging through an export. */
  after?: number
  newestFirst?: boolean
  status?: OutboxStatus
}

/** A forwarding the CRM accepted. */
export type Delivery = { at: string; attempts: number; httpStatus: number }

/** The table that holds one kind of outbox entry, and its id column (leads and opt-outs share columns). */
export type OutboxTable = { table: 'lead_outbox'; key: 'lead_id' } | { table: 'opt_outs'; key: 'id' } | { table: 'crm_updates'; key: 'id' }
export const LEAD_OUTBOX: OutboxTable = { table: 'lead_outbox', key: 'lead_id' }
export const OPT_OUTS: OutboxTable = { table: 'opt_outs', key: 'id' }
export const CRM_UPDATES: OutboxTable = { table: 'crm_updates', key: 'id' }

export type Failure = {
  attempts: number
  httpStatus: number | null
  error: string
  /** When to try again; null parks the lead until someone retries it. */
  retryAt: string | null
}

/**
 * Why a store refused a write it could have made: past its share of the size cap (`full`) or past the
 * store-wide write budget of the hour (`budget`). Answered 503 with Retry-After, like a full disk.
 */
export class StoreRefusal extends Error {
  readonly code: 'full' | 'budget'
  readonly retryAfterSeconds: number
  constructor(code: 'full' | 'budget', message: string, retryAfterSeconds: number) {
    super(message)
    this.name = 'StoreRefusal'
    this.code = code
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/**
 * Durable storage for leads, their forwarding state and newsletter sign-ups. Every method resolves
 * only after the change has committed, so a caller that answers 201 afterwards tells the truth.
 */
export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres'
  /**
   * Stores the lead and its outbox entry (pending) in one transaction, unless it carries a request
   * fingerprint already stored within REPEAT_WINDOW_MS: then nothing is written and the first lead is named.
   */
  insertLead(lead: NewLead, options?: WriteOptions): Promise<LeadWrite>
  getLead(id: string): Promise<StoredLead | null>
  listLeads(options?: ListOptions): Promise<StoredLead[]>
  countLeads(status?: OutboxStatus): Promise<number>
  insertSubscription(subscription: NewSubscription, options?: WriteOptions): Promise<void>
  listSubscriptions(options?: Pick<ListOptions, 'limit' | 'after' | 'newestFirst'>): Promise<StoredSubscription[]>
  countSubscriptions(): Promise<number>
  /** Leases up to `limit` pending leads due at `now` to one sender for `leaseMs`. */
  claimDue(options: { now: string; limit: number; leaseMs: number }): Promise<OutboxJob[]>
  markDelivered(leadId: string, result: Delivery): Promise<void>
  markFailed(leadId: string, failure: Failure): Promise<void>
  /** Puts parked leads (all, or the ones named) back in the queue, due at `now`. Returns how many. */
  requeueParked(now: string, leadIds?: readonly string[]): Promise<number>
  /**
   * Stores the withdrawal and its outbox entry (pending) in one write, or merges a repeat for the same
   * contact into its record (forwarded again only when it withdraws a channel not withdrawn before).
   */
  insertOptOut(optOut: NewOptOut, options?: WriteOptions): Promise<OptOutWrite>
  listOptOuts(options?: Pick<ListOptions, 'limit' | 'after' | 'newestFirst'>): Promise<StoredOptOut[]>
  countOptOuts(): Promise<number>
  /** Leases pending opt-outs due at `now`, as claimDue does for leads. */
  claimDueOptOuts(options: { now: string; limit: number; leaseMs: number }): Promise<OptOutJob[]>
  markOptOutDelivered(optOutId: string, result: Delivery): Promise<void>
  markOptOutFailed(optOutId: string, failure: Failure): Promise<void>
  /** When the next pending lead is due, or null when none is waiting. */
  nextDueAt(): Promise<string | null>
  /** The e-mail queue written beside each lead (mail-queue.ts). */
  readonly mail: MailQueue
  /** Visit windows chosen after a lead (visit-bookings.ts). */
  readonly visits: VisitBookings
  /** The reminders and the office's agenda, queued once each (visit-notices.ts). */
  readonly notices: VisitNotices
  /** Changes to leads the CRM already has, sent through the outbox (crm-updates.ts). */
  readonly crmUpdates: CrmUpdates
  /** Deletes up to a batch of the oldest leads received before `before`, with their rows; how many (purge.ts). */
  purgeBatch(before: string): Promise<number>
  /** Drops bookkeeping that has done its work: request fingerprints, past days' booking counts (purge.ts). */
  dropSpentBookkeeping(now: Date): Promise<void>
  /** Deletes a person's leads and sign-ups in one transaction (forget.ts; forgetPerson clears the files after). */
  deletePerson(key: PersonKey): Promise<ForgetReport>
  /** True for exactly one caller, on any instance, once `everyMs` has passed since the job `name` last ran. */
  claimDailyRun(name: string, now: Date, everyMs: number): Promise<boolean>
  /** Keeps a small JSON value under a name (the last settings the lead path read, for instance). */
  saveSnapshot(name: string, value: unknown): Promise<void>
  /** The value last kept under `name`, or null. */
  loadSnapshot(name: string): Promise<unknown>
  /** Bytes the store's data takes now (the SQLite file's pages in use; the Postgres database's size). */
  usedBytes(): Promise<number>
  /**
   * After rows were deleted (forget.ts, purge.ts): leaves no copy of them where the database can still
   * read it. SQLite: the file rewritten (VACUUM) when `rewrite`, and the write-ahead log checkpointed and
   * truncated. Postgres: VACUUM (FULL when `rewrite`) of the tables named. See docs/operations.md.
   */
  clearDeleted(tables: readonly string[], options: { rewrite: boolean }): Promise<void>
  close(): Promise<void>
}

export interface MailQueue {
  /** Leases due e-mails to one sender; visitor e-mails over the caps are skipped (counted), not handed out. */
  claim(lease: Lease): Promise<{ jobs: MailJob[]; skipped: number }>
  /** What became of a batch of e-mails, in one write; the office's waiting e-mails released at `releaseOfficeAt` when given. */
  record(marks: readonly MailMark[], releaseOfficeAt?: string | null): Promise<void>
  /** Every e-mail of one lead, oldest first. */
  ofLead(leadId: string): Promise<MailRecord[]>
  summary(): Promise<MailSummary>
  /** When the next pending e-mail is due (an office e-mail's next probe included), or null. */
  nextDueAt(probeMs?: number): Promise<string | null>
  /** When the oldest office e-mail not yet delivered was queued, or null. */
  oldestUndeliveredOffice(): Promise<string | null>
  /** Parked e-mails (all, or the ones named) back in the queue, due at `now`; returns how many. */
  requeueParked(now: string, ids?: readonly string[]): Promise<number>
}

export interface VisitBookings {
  /** Books (or moves) the lead's window, with its e-mails and CRM update, in one transaction. */
  book(request: BookingRequest): Promise<BookingResult>
  /** Whether `tokenHash` is the lead's (false for an unknown lead). */
  tokenMatches(leadId: string, tokenHash: string): Promise<boolean>
  /** Places taken per window, for the windows on or after `fromDate` (YYYY-MM-DD). */
  loads(fromDate: string): Promise<Map<string, number>>
  /** The leads that asked for a visit on `date`, by window, then by when they asked. */
  on(date: string): Promise<StoredLead[]>
  /** The office cancels a lead's window: the window it held, or null when it held none. */
  cancel(leadId: string, now: string): Promise<VisitWindow | null>
  /** The office confirms, declines or offers another window, from its e-mail (visit-decisions.ts). */
  decide(leadId: string, decision: OfficeDecision, now: string): Promise<DecisionResult>
  /** The visitor moves their visit (or asks for one after a decline) from the link in their e-mail. */
  change(change: VisitorChange): Promise<VisitorResult>
  /** The visitor cancels their visit, up to `cutoffMs` before it starts. */
  cancelByVisitor(leadId: string, now: string, cutoffMs: number): Promise<VisitorResult>
}

export interface VisitNotices {
  /** Queues a reminder for each confirmed visit on `date` (YYYY-MM-DD) that has none; how many it queued. */
  queueReminders(date: string, now: string): Promise<number>
  /** Queues the office's agenda of `date` unless it was queued before; whether it did. */
  queueAgenda(date: string, now: string): Promise<boolean>
}

export interface CrmUpdates {
  /** Leases due updates whose lead the CRM already has, as claimDue does for leads. */
  claimDue(lease: Pick<Lease, 'now' | 'limit' | 'leaseMs'>): Promise<CrmUpdateJob[]>
  markDelivered(id: string, result: Delivery): Promise<void>
  markFailed(id: string, failure: Failure, at: string): Promise<void>
  /** Updates per state, for pnpm leads status. */
  counts(): Promise<Record<OutboxStatus, number>>
}
