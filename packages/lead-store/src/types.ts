import type { AttributionFields, LeadPayload } from '@site/leads'

// What the lead store keeps. A lead is stored whole (the payload as accepted) and also as columns a
// person or a query can read, together with the evidence of consent a TCPA / Florida FTSA record
// needs: the wording shown and its version, the checkbox state, the time, the page and the address.

export type OutboxStatus = 'pending' | 'delivered' | 'parked'
export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['pending', 'delivered', 'parked']

export type ConsentRecord = {
  given: boolean
  text: string
  version: string
  /** 'client' when the form sent the wording it showed; 'server' when the site's current wording was filled in. */
  source: 'client' | 'server'
  /** Server time the consent was received. */
  at: string
  pageUrl: string | null
  clientIp: string | null
  userAgent: string | null
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
  attribution: AttributionFields
  payload: LeadPayload
}

export type OutboxState = {
  status: OutboxStatus
  attempts: number
  nextAttemptAt: string | null
  lastStatus: number | null
  lastError: string | null
  deliveredAt: string | null
}

export type StoredLead = NewLead & { seq: number; outbox: OutboxState }

export type OutboxJob = { leadId: string; attempts: number; payload: LeadPayload }

export type NewSubscription = {
  id: string
  email: string
  subscribedAt: string
  consent: ConsentRecord
  page: string | null
}

export type StoredSubscription = NewSubscription & { seq: number }

export type ListOptions = {
  limit?: number
  /** Continue after this seq (oldest first); for paging through an export. */
  after?: number
  newestFirst?: boolean
  status?: OutboxStatus
}

export type Failure = {
  attempts: number
  httpStatus: number | null
  error: string
  /** When to try again; null parks the lead until someone retries it. */
  retryAt: string | null
}

/**
 * Durable storage for leads, their forwarding state and newsletter sign-ups. Every method resolves
 * only after the change has committed, so a caller that answers 201 afterwards tells the truth.
 */
export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres'
  /** Stores the lead and its outbox entry (pending) in one transaction. */
  insertLead(lead: NewLead): Promise<void>
  getLead(id: string): Promise<StoredLead | null>
  listLeads(options?: ListOptions): Promise<StoredLead[]>
  countLeads(status?: OutboxStatus): Promise<number>
  insertSubscription(subscription: NewSubscription): Promise<void>
  listSubscriptions(options?: Pick<ListOptions, 'limit' | 'after' | 'newestFirst'>): Promise<StoredSubscription[]>
  countSubscriptions(): Promise<number>
  /** Leases up to `limit` pending leads due at `now` to one sender for `leaseMs`. */
  claimDue(options: { now: string; limit: number; leaseMs: number }): Promise<OutboxJob[]>
  markDelivered(leadId: string, result: { at: string; attempts: number; httpStatus: number }): Promise<void>
  markFailed(leadId: string, failure: Failure): Promise<void>
  /** Puts parked leads (all, or the ones named) back in the queue, due at `now`. Returns how many. */
  requeueParked(now: string, leadIds?: readonly string[]): Promise<number>
  /** When the next pending lead is due, or null when none is waiting. */
  nextDueAt(): Promise<string | null>
  close(): Promise<void>
}
