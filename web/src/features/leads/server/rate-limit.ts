import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { within } from '@/lib/within'

// Per-address limits on lead and newsletter posts. One instance counts in memory (RateLimiter); several
// instances count together in Redis or Postgres (SharedRateLimiter, built by shared-rate-limit.ts), so
// N instances do not allow N times the limit.

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number }

/** What the lead and newsletter routes ask before they read a post. */
export interface PostLimiter {
  readonly limit: number
  hit(key: string): Verdict | Promise<Verdict>
}

/** Addresses one instance keeps counts for; past this the oldest are forgotten first. */
export const MAX_TRACKED_ADDRESSES = 20_000

/**
 * Counts in this process's memory: enough to blunt a script hammering one instance. Its memory is
 * bounded: a stranger cycling through addresses makes it forget the oldest counts, never grow.
 */
export class RateLimiter implements PostLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>()

  readonly limit: number
  readonly windowMs: number
  readonly maxKeys: number

  constructor(limit: number, windowMs: number, maxKeys = MAX_TRACKED_ADDRESSES) {
    this.limit = limit
    this.windowMs = windowMs
    this.maxKeys = maxKeys
  }

  /** How many addresses it holds counts for now. */
  get size(): number {
    return this.#hits.size
  }

  /** Counts one request; says whether it is allowed and, if not, how long until it would be. */
  hit(key: string, now = Date.now()): Verdict {
    if (this.#hits.size >= this.maxKeys && !this.#hits.has(key)) this.#prune(now)
    const entry = this.#hits.get(key)
    if (!entry || entry.resetAt <= now) {
      this.#hits.set(key, { count: 1, resetAt: now + this.windowMs })
      return { ok: true }
    }
    entry.count += 1
    if (entry.count <= this.limit) return { ok: true }
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) }
  }

  #prune(now: number) {
    for (const [key, entry] of this.#hits) if (entry.resetAt <= now) this.#hits.delete(key)
    // All still counting: forget the oldest tenth (a Map iterates in insertion order).
    if (this.#hits.size < this.maxKeys) return
    let drop = Math.ceil(this.maxKeys / 10)
    for (const key of this.#hits.keys()) {
      if (drop-- <= 0) break
      this.#hits.delete(key)
    }
  }
}

export type SharedOptions = {
  /** The shared counter (RateLimiterRedis or RateLimiterPostgres), once it is ready. */
  store: () => Promise<RateLimiterAbstract>
  /** Counts on its own while the shared store does not answer. */
  fallback: RateLimiter
  /** How long a post waits for the shared store's count before the fallback decides. */
  timeoutMs?: number
  /**
   * How long a post waits for the store to be ready (connected, its table made): on a fresh start
   * under load that alone can take over a second, and every post of that second would otherwise be
   * counted by its instance alone. Once ready, `store()` answers at once.
   */
  readyTimeoutMs?: number
  log?: (message: string) => void
}

/**
 * Counts in a store every instance shares. The limiter must never cost a lead: when the store fails or
 * is slow, this instance counts on its own (the per-instance limit) and says so once in the log, and
 * once more when the shared count is back.
 */
export class SharedRateLimiter implements PostLimiter {
  readonly limit: number
  readonly #options: Required<SharedOptions>
  #degraded = false

  constructor(options: SharedOptions) {
    this.limit = options.fallback.limit
    this.#options = { timeoutMs: 1000, readyTimeoutMs: 3000, log: (message) => console.warn(`[rate-limit] ${message}`), ...options }
  }

  async hit(key: string): Promise<Verdict> {
    const { store, fallback, timeoutMs, readyTimeoutMs } = this.#options
    try {
      const limiter = await within(store(), readyTimeoutMs)
      await within(limiter.consume(key), timeoutMs)
      this.#recovered()
      return { ok: true }
    } catch (refusal) {
      // Over the limit, rate-limiter-flexible rejects with its result; anything else is a store failure.
      if (refusal instanceof RateLimiterRes) {
        this.#recovered()
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
      }
      if (!this.#degraded) {
        this.#degraded = true
        const reason = refusal instanceof Error ? refusal.message : String(refusal)
        this.#options.log(`shared limit unavailable (${reason}); counting per instance until it answers`)
      }
      return fallback.hit(key)
    }
  }

  #recovered() {
    if (!this.#degraded) return
    this.#degraded = false
    this.#options.log('shared limit answers again')
  }
}
