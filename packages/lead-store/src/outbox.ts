import { LEAD_CLIENT, type LeadPayload } from '@site/leads'
import { backoffDelay, isRetryableStatus } from './backoff.ts'
import { visitWindowUpdateBody, type CrmUpdateJob } from './crm-updates.ts'
import { HUBSPOT_OPT_OUT_PARKED, hubspotErrors, hubspotSubmission } from './hubspot.ts'
import type { Delivery, Failure, LeadStore, NewOptOut, OptOutJob, OutboxJob } from './types.ts'

/** 'spec': the lead payload as stored (default); 'hubspot': HubSpot's Forms API v3 body. */
export type ForwardFormat = 'spec' | 'hubspot'
export const FORWARD_FORMATS: readonly ForwardFormat[] = ['spec', 'hubspot']

/** LEAD_FORWARD_FORMAT read strictly: unset is 'spec', anything unknown is an error, not a guess. */
export function parseForwardFormat(value: string | undefined): ForwardFormat {
  if (!value) return 'spec'
  const known = FORWARD_FORMATS.find((format) => format === value)
  if (!known) throw new Error(`LEAD_FORWARD_FORMAT must be one of ${FORWARD_FORMATS.join(', ')}; got ${value}`)
  return known
}

export type OutboxOptions = {
  store: LeadStore
  /** The CRM endpoint (LEAD_FORWARD_URL). */
  url: string
  /** Replaces the payload's `client` with the CRM's client key (LEAD_CLIENT_KEY) when set. */
  clientKey?: string
  /** Sent as `Authorization: Bearer ...` (LEAD_FORWARD_TOKEN) when set. */
  token?: string
  /** LEAD_FORWARD_FORMAT; 'spec' when not set. */
  format?: ForwardFormat
  maxAttempts?: number
  baseDelayMs?: number
  maxDelayMs?: number
  timeoutMs?: number
  batchSize?: number
  leaseMs?: number
  fetch?: typeof fetch
  now?: () => Date
  random?: () => number
  log?: (message: string) => void
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Why leads may not be sent to this address, or null when they may: leads carry names, phone
 * numbers and addresses, so they leave the server over https only (plain http to this machine
 * itself, for a local relay or a test, is the one exception).
 */
export function forwardUrlProblem(url: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return `LEAD_FORWARD_URL is not a valid address: ${url}`
  }
  if (parsed.protocol === 'https:') return null
  if (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname)) return null
  return `LEAD_FORWARD_URL must use https (leads carry personal data); got ${parsed.protocol}//${parsed.host}`
}

export type SweepResult = { delivered: number; retrying: number; parked: number }

/**
 * Forwards stored leads to the CRM. State lives in the store, so a restart (or `pnpm leads drain`
 * in another process) picks up where the last sender stopped. Each request carries
 * Idempotency-Key = lead id: the CRM may see a lead twice after a crash between its answer and our
 * bookkeeping, and the key lets it keep one.
 */
/** The CRM's answer is kept for staff to read; more than this of it is not read at all. */
export const MAX_ANSWER_BYTES = 16 * 1024

/** The start of an answer's body, at most MAX_ANSWER_BYTES, without reading the rest. */
export async function readAnswer(response: Response): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    while (size < MAX_ANSWER_BYTES) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.byteLength
    }
  } catch {
    // A broken answer is read as far as it went.
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  return Buffer.concat(chunks).subarray(0, MAX_ANSWER_BYTES).toString('utf8')
}

export class Outbox {
  readonly #options: Required<Omit<OutboxOptions, 'clientKey' | 'token'>> & Pick<OutboxOptions, 'clientKey' | 'token'>
  #sweep: Promise<SweepResult> | null = null
  #again = false
  #timer: ReturnType<typeof setTimeout> | null = null
  #stopped = true

  constructor(options: OutboxOptions) {
    const problem = forwardUrlProblem(options.url)
    if (problem) throw new Error(problem)
    this.#options = {
      // With the doubling wait capped at 6 h, 16 attempts keep trying for about a day (19 to 38 h
      // with jitter) before a lead is parked for the office: a CRM down for a day needs no one.
      maxAttempts: 16,
      baseDelayMs: 30_000,
      maxDelayMs: 6 * 60 * 60 * 1000,
      timeoutMs: 10_000,
      batchSize: 20,
      leaseMs: 2 * 60 * 1000,
      format: 'spec',
      fetch: globalThis.fetch,
      now: () => new Date(),
      random: Math.random,
      log: (message) => console.info(`[outbox] ${message}`),
      ...options,
    }
  }

  /** Forwards every lead due now; concurrent calls share one sweep (and queue one more after it). */
  sweep(): Promise<SweepResult> {
    if (this.#sweep) {
      this.#again = true
      return this.#sweep
    }
    this.#sweep = this.#run().finally(() => {
      this.#sweep = null
      if (this.#again) {
        this.#again = false
        void this.sweep()
      }
    })
    return this.#sweep
  }

  async #run(): Promise<SweepResult> {
    const total: SweepResult = { delivered: 0, retrying: 0, parked: 0 }
    const { store, batchSize: limit, leaseMs } = this.#options
    for (;;) {
      const jobs = await store.claimDue({ now: this.#options.now().toISOString(), limit, leaseMs })
      if (!jobs.length) break
      const outcomes = await Promise.all(jobs.map((job) => this.#deliverLead(job)))
      for (const outcome of outcomes) total[outcome] += 1
    }
    // Withdrawn consent goes the same way, after the leads of this sweep.
    for (;;) {
      const jobs = await store.claimDueOptOuts({ now: this.#options.now().toISOString(), limit, leaseMs })
      if (!jobs.length) break
      const outcomes = await Promise.all(jobs.map((job) => this.#deliverOptOut(job)))
      for (const outcome of outcomes) total[outcome] += 1
    }
    // Then changes to leads the CRM already has (a visit window chosen).
    for (;;) {
      const now = this.#options.now().toISOString()
      const jobs = await store.crmUpdates.claimDue({ now, limit, leaseMs })
      if (!jobs.length) return total
      const outcomes = await Promise.all(jobs.map((job) => this.#deliverUpdate(job)))
      for (const outcome of outcomes) total[outcome] += 1
    }
  }

  get #client(): string {
    return this.#options.clientKey ?? LEAD_CLIENT
  }

  #specBody(payload: LeadPayload): string {
    return JSON.stringify(this.#options.clientKey ? { ...payload, client: this.#options.clientKey } : payload)
  }

  async #deliverLead(job: OutboxJob): Promise<keyof SweepResult> {
    const { store } = this.#options
    const hubspot = this.#options.format === 'hubspot'
    // HubSpot's body needs the stored record (consent evidence, opt-outs), not only the payload.
    const lead = hubspot ? await store.getLead(job.leadId) : null
    return this.#send({
      kind: 'lead',
      id: job.leadId,
      attempts: job.attempts,
      body: lead ? JSON.stringify(hubspotSubmission(lead)) : this.#specBody(job.payload),
      readError: hubspot ? hubspotErrors : (text) => text,
      delivered: (result) => store.markDelivered(job.leadId, result),
      failed: (failure) => store.markFailed(job.leadId, failure),
    })
  }

  async #deliverOptOut(job: OptOutJob): Promise<keyof SweepResult> {
    const { store } = this.#options
    return this.#send({
      kind: 'opt-out',
      id: job.optOutId,
      attempts: job.attempts,
      // HubSpot's Forms API has no way to withdraw consent: parked at once, with the reason, for the office.
      body: this.#options.format === 'hubspot' ? null : JSON.stringify(optOutBody(job.optOut, this.#client)),
      readError: (text) => text,
      delivered: (result) => store.markOptOutDelivered(job.optOutId, result),
      failed: (failure) => store.markOptOutFailed(job.optOutId, failure),
    })
  }

  async #deliverUpdate(job: CrmUpdateJob): Promise<keyof SweepResult> {
    const { store } = this.#options
    // HubSpot: the contact's form submitted again with the lead as it is now, preferred_visit_window included.
    const lead = this.#options.format === 'hubspot' ? await store.getLead(job.leadId) : null
    return this.#send({
      kind: 'update',
      id: job.id,
      attempts: job.attempts,
      body: JSON.stringify(lead ? hubspotSubmission(lead) : visitWindowUpdateBody(job, this.#client)),
      readError: this.#options.format === 'hubspot' ? hubspotErrors : (text) => text,
      delivered: (result) => store.crmUpdates.markDelivered(job.id, result),
      failed: (failure) => store.crmUpdates.markFailed(job.id, failure, this.#options.now().toISOString()),
    })
  }

  async #send(job: {
    kind: 'lead' | 'opt-out' | 'update'
    id: string
    attempts: number
    /** null: not to be sent in this format; parked with the reason. */
    body: string | null
    readError: (text: string) => string
    delivered: (result: Delivery) => Promise<void>
    failed: (failure: Failure) => Promise<void>
  }): Promise<keyof SweepResult> {
    const { url, token, timeoutMs, maxAttempts } = this.#options
    const attempts = job.attempts + 1
    if (job.body === null) {
      await job.failed({ attempts, httpStatus: null, error: HUBSPOT_OPT_OUT_PARKED, retryAt: null })
      this.#options.log(`${job.kind} ${job.id} parked: not sent in the hubspot format`)
      return 'parked'
    }
    let httpStatus: number | null = null
    let error: string
    try {
      const response = await this.#options.fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'Idempotency-Key': job.id,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: job.body,
        signal: AbortSignal.timeout(timeoutMs),
        // A 307/308 would re-post the person's details to wherever it points: a redirect is a failure.
        redirect: 'manual',
      })
      httpStatus = response.status
      const text = await readAnswer(response)
      if (response.ok) {
        await job.delivered({ at: this.#options.now().toISOString(), attempts, httpStatus })
        return 'delivered'
      }
      const answer = job.readError(text)
      error = `HTTP ${response.status}${answer ? `: ${answer.slice(0, 900)}` : ''}`
    } catch (caught) {
      error = caught instanceof Error ? `${caught.name}: ${caught.message}` : String(caught)
    }
    const retry = (httpStatus === null || isRetryableStatus(httpStatus)) && attempts < maxAttempts
    const retryAt = retry
      ? new Date(
          this.#options.now().getTime() +
            backoffDelay(attempts, { baseMs: this.#options.baseDelayMs, maxMs: this.#options.maxDelayMs, random: this.#options.random }),
        ).toISOString()
      : null
    await job.failed({ attempts, httpStatus, error, retryAt })
    // The CRM's answer text stays in the store (pnpm leads show): it may quote the lead, and server
    // logs must carry no personal data.
    const logged = httpStatus === null ? error : `HTTP ${httpStatus}`
    this.#options.log(`${job.kind} ${job.id} attempt ${attempts} failed (${logged}); ${retryAt ? `retry at ${retryAt}` : 'parked'}`)
    return retry ? 'retrying' : 'parked'
  }

  /** Keeps sweeping in the background: when woken, and otherwise every `pollMs`. */
  start(pollMs = 15_000): void {
    if (!this.#stopped) return
    this.#stopped = false
    const tick = async () => {
      if (this.#stopped) return
      await this.sweep().catch((error: unknown) => this.#options.log(`sweep failed: ${error instanceof Error ? error.message : error}`))
      if (!this.#stopped) this.#timer = setTimeout(tick, pollMs)
      this.#timer?.unref?.()
    }
    void tick()
  }

  /** A new lead is stored: forward it now rather than at the next poll. */
  wake(): Promise<SweepResult> {
    return this.sweep()
  }

  async stop(): Promise<void> {
    this.#stopped = true
    if (this.#timer) clearTimeout(this.#timer)
    await this.#sweep?.catch(() => undefined)
  }
}

/** The default format's opt-out record: the lead payload has no shape for one, so it has its own. */
export function optOutBody(optOut: NewOptOut, client: string) {
  const { id, receivedAt, email, phone, channels, pageUrl } = optOut
  return { client, type: 'opt-out', optOut: { id, receivedAt, email, phone, channels, pageUrl } }
}
