import type { VisitorMailCaps } from './mail-caps.ts'
import { OFFICE_PROBE_MS, VISITOR_MAIL_KINDS, type MailJob, type MailMark } from './mail-queue.ts'
import { MAIL_RETRY, mailRetryDelay, type MailRetryPolicy } from './mail-retry.ts'
import { fromHeader, messageId, smtpFailure, type MailTransport } from './smtp-transport.ts'
import type { LeadStore } from './types.ts'

// Sends the queued e-mails over SMTP (nodemailer). The queue lives in the lead store, so a restart
// or another instance carries on where this one stopped. A failed e-mail is tried again as
// mail-retry.ts says: the office's until delivered, a visitor's until it is parked for
// `pnpm leads retry --mail`. An e-mail that cannot be written yet (the site's content does not
// answer) waits without counting as an attempt. Visitor e-mails are capped when claimed (mail-caps.ts).

export type MailMessage = {
  to: string[]
  subject: string
  text: string
  html: string
  replyTo?: string | { name: string; address: string }
  /** The From's display name (the company's name from settings) before SMTP_FROM's address. */
  fromName?: string
  /** Extra headers, one line each (the office alert's X-Lead-Id). */
  headers?: Record<string, string>
  attachments?: { filename: string; content: string; contentType: string }[]
}

/** What becomes of a queued e-mail: sent as written, skipped for a reason, or kept for later. */
export type Rendered = { send: MailMessage } | { skip: string } | { wait: string }

export type MailSenderOptions = {
  store: LeadStore
  transport: MailTransport
  /** SMTP_FROM: the sender every e-mail carries. */
  from: string
  /** Writes a queued e-mail, at send time, from the lead and the site's current wording. */
  render: (job: MailJob) => Promise<Rendered>
  /** When failed e-mails are tried again (MAIL_RETRY); tests shorten it. */
  retry?: Partial<MailRetryPolicy>
  /** The caps on e-mail to visitors (mail-caps.ts VISITOR_MAIL_CAPS). */
  caps?: VisitorMailCaps
  /** How often the office e-mail waiting longest is tried while the server refuses (OFFICE_PROBE_MS). */
  probeMs?: number
  /** How long an e-mail that could not be written waits before the next try. */
  waitMs?: number
  /** How long wake() gathers further wakes before sweeping. */
  gatherMs?: number
  batchSize?: number
  leaseMs?: number
  now?: () => Date
  random?: () => number
  log?: (message: string) => void
}

export type MailSweep = { sent: number; retrying: number; parked: number; skipped: number; waiting: number }

type Settings = Required<Omit<MailSenderOptions, 'retry' | 'caps'>> & Pick<MailSenderOptions, 'caps'> & { retry: MailRetryPolicy }

export class MailSender {
  readonly #options: Settings
  #sweep: Promise<MailSweep> | null = null
  #again = false
  #timer: ReturnType<typeof setTimeout> | null = null
  #stopped = true

  constructor(options: MailSenderOptions) {
    this.#options = {
      probeMs: OFFICE_PROBE_MS,
      waitMs: 30_000,
      gatherMs: 100,
      batchSize: 20,
      // Longer than a send can take (smtpTransport's time limits), short enough that e-mails a killed
      // instance had leased go out from another within about a minute.
      leaseMs: 60_000,
      now: () => new Date(),
      random: Math.random,
      log: (message) => console.info(`[mail] ${message}`),
      ...options,
      retry: { ...MAIL_RETRY, ...options.retry },
    }
  }

  /** Sends every e-mail due now; concurrent calls share one sweep (and queue one more after it). */
  sweep(): Promise<MailSweep> {
    if (this.#sweep) {
      this.#again = true
      return this.#sweep
    }
    this.#sweep = this.#run().finally(() => {
      this.#sweep = null
      if (this.#again) {
        this.#again = false
        void this.sweep().catch(() => undefined)
      } else void this.#plan()
    })
    return this.#sweep
  }

  #pollMs = 15_000

  /** While started: the next sweep when the next e-mail falls due (a retry), and at least every poll. */
  async #plan(): Promise<void> {
    if (this.#stopped) return
    let delay = this.#pollMs
    try {
      const due = await this.#options.store.mail.nextDueAt(this.#options.probeMs)
      if (due) delay = Math.min(delay, Math.max(250, Date.parse(due) - this.#options.now().getTime()))
    } catch {
      // The store will be asked again at the next poll.
    }
    if (this.#stopped) return
    if (this.#timer) clearTimeout(this.#timer)
    const log = (error: unknown) => this.#options.log(`sweep failed: ${error instanceof Error ? error.message : error}`)
    this.#timer = setTimeout(() => void this.sweep().catch(log), delay)
    this.#timer.unref?.()
  }

  async #run(): Promise<MailSweep> {
    const total: MailSweep = { sent: 0, retrying: 0, parked: 0, skipped: 0, waiting: 0 }
    const { store, batchSize: limit, leaseMs, probeMs, caps } = this.#options
    for (;;) {
      const now = this.#options.now().toISOString()
      const { jobs, skipped } = await store.mail.claim({ now, limit, leaseMs, probeMs, ...(caps ? { caps } : {}) })
      total.skipped += skipped
      const results = await Promise.all(jobs.map((job) => this.#deliver(job)))
      // The server took an office e-mail: the others waiting out a long retry go now, not in up to an hour.
      const officeSent = results.some(({ job, outcome }) => outcome === 'sent' && !VISITOR_MAIL_KINDS.includes(job.kind))
      const done = this.#options.now().toISOString()
      // One write for the whole batch: a commit is a disk sync, and e-mails must not cost leads theirs.
      const marks = results.map(({ record }) => record)
      if (marks.length) await store.mail.record(marks, officeSent ? done : null)
      for (const { outcome } of results) total[outcome] += 1
      // A batch short of the limit took every e-mail that was due; later ones wait for the next wake or poll.
      if (jobs.length + skipped < limit) return total
    }
  }

  /** Sends one e-mail (or decides not to); returns the outcome and the store's record of it. */
  async #deliver(job: MailJob): Promise<{ job: MailJob; outcome: keyof MailSweep; record: MailMark }> {
    const { now } = this.#options
    const at = () => now().toISOString()
    let rendered: Rendered
    try {
      rendered = await this.#options.render(job)
    } catch (error) {
      rendered = { wait: error instanceof Error ? error.message : String(error) }
    }
    if ('skip' in rendered) {
      this.#options.log(`${job.kind} ${job.id} skipped: ${rendered.skip}`)
      return { job, outcome: 'skipped', record: { id: job.id, mark: 'skipped', reason: rendered.skip, at: at() } }
    }
    if ('wait' in rendered) {
      const retryAt = new Date(now().getTime() + this.#options.waitMs).toISOString()
      this.#options.log(`${job.kind} ${job.id} waits until ${retryAt}: ${rendered.wait}`)
      return { job, outcome: 'waiting', record: { id: job.id, mark: 'deferred', retryAt, reason: `waiting: ${rendered.wait}`, at: at() } }
    }
    const attempts = job.attempts + 1
    const { fromName, ...message } = rendered.send
    try {
      const info = await this.#options.transport.sendMail({
        ...message,
        from: fromHeader(this.#options.from, fromName),
        messageId: messageId(job.id, this.#options.from),
        // Base64 parts take a third less work to write than quoted-printable ones, and read the same.
        textEncoding: 'base64',
      })
      const rejected = info.rejected?.length ?? 0
      const note = rejected ? `${rejected} of ${message.to.length} recipients refused` : undefined
      const smtpStatus = Number(/^\d{3}/.exec(info.response ?? '')?.[0]) || null
      return { job, outcome: 'sent', record: { id: job.id, mark: 'sent', at: at(), attempts, smtpStatus, ...(note ? { note } : {}) } }
    } catch (error) {
      const failure = smtpFailure(error)
      const delay = mailRetryDelay(job.kind, { attempts, permanent: failure.permanent }, this.#options.retry, this.#options.random)
      const retryAt = delay === null ? null : new Date(now().getTime() + delay).toISOString()
      // The full reply stays in the store (pnpm leads show): it may quote an address, and logs carry no personal data.
      const logged = failure.smtpStatus ?? failure.text.split(':')[0]
      this.#options.log(`${job.kind} ${job.id} attempt ${attempts} failed (${logged}); ${retryAt ? `retry at ${retryAt}` : 'parked'}`)
      return {
        job,
        outcome: retryAt ? 'retrying' : 'parked',
        record: { id: job.id, mark: 'failed', at: at(), attempts, smtpStatus: failure.smtpStatus, error: failure.text, retryAt },
      }
    }
  }

  /**
   * Keeps sending in the background: when woken, when the next retry falls due, and at least every
   * `pollMs` (for e-mails another instance or process queued).
   */
  start(pollMs = 15_000): void {
    if (!this.#stopped) return
    this.#stopped = false
    this.#pollMs = pollMs
    void this.sweep().catch((error: unknown) => this.#options.log(`sweep failed: ${error instanceof Error ? error.message : error}`))
  }

  /** A lead (or a window) was stored: send its e-mails now rather than at the next poll. */
  wake(): Promise<MailSweep> {
    // Wakes within a moment share one sweep: a burst of leads is sent in batches, each with one write.
    this.#woken ??= new Promise((resolve) => setTimeout(resolve, this.#options.gatherMs)).then(() => {
      this.#woken = null
      return this.sweep()
    })
    return this.#woken
  }

  #woken: Promise<MailSweep> | null = null

  async stop(): Promise<void> {
    this.#stopped = true
    if (this.#timer) clearTimeout(this.#timer)
    await this.#sweep?.catch(() => undefined)
    this.#options.transport.close?.()
  }
}
