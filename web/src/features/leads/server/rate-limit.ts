// A per-address limit on posts, kept in memory: enough to blunt a script hammering one instance.
// Several instances each count on their own; a shared limit belongs in front of them (CDN / WAF).

export class RateLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>()

  readonly limit: number
  readonly windowMs: number

  constructor(limit: number, windowMs: number) {
    this.limit = limit
    this.windowMs = windowMs
  }

  /** Counts one request; says whether it is allowed and, if not, how long until it would be. */
  hit(key: string, now = Date.now()): { ok: true } | { ok: false; retryAfterSeconds: number } {
    if (this.#hits.size > 10_000) this.#prune(now)
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
  }
}
