import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

// rate-limiter-flexible's memory limiter counts and forgets a key when its window ends (a timer per
// key), but holds every key seen in the window: a stranger cycling through addresses would grow it
// without bound. This keeps it to a fixed number of keys, forgetting the oldest windows first.

/** Addresses one instance keeps counts for; past this the oldest are forgotten first. */
export const MAX_TRACKED_ADDRESSES = 20_000

export class BoundedMemoryLimiter extends RateLimiterMemory {
  readonly maxKeys: number
  /** Each key's window end, oldest window first (a Map keeps insertion order). */
  readonly #windows = new Map<string, number>()

  constructor(options: ConstructorParameters<typeof RateLimiterMemory>[0] & { maxKeys?: number }) {
    const { maxKeys = MAX_TRACKED_ADDRESSES, ...rest } = options
    super(rest)
    this.maxKeys = maxKeys
  }

  /** How many keys it holds counts for now. */
  get size(): number {
    return this.#windows.size
  }

  override consume(key: string | number, pointsToConsume?: number, options?: { [key: string]: unknown }): Promise<RateLimiterRes> {
    this.#track(String(key))
    return super.consume(key, pointsToConsume, options)
  }

  #track(key: string): void {
    const now = Date.now()
    const end = this.#windows.get(key)
    if (end !== undefined && end > now) return
    // A new window for this key: it moves to the end of the line.
    this.#windows.delete(key)
    if (this.#windows.size >= this.maxKeys) this.#makeRoom(now)
    this.#windows.set(key, now + this.duration * 1000)
  }

  #makeRoom(now: number): void {
    // The limiter has already forgotten keys whose window ended; drop them here too.
    for (const [key, end] of this.#windows) if (end <= now) this.#windows.delete(key)
    if (this.#windows.size < this.maxKeys) return
    // All still counting: forget the oldest tenth.
    let drop = Math.ceil(this.maxKeys / 10)
    for (const key of this.#windows.keys()) {
      if (drop-- <= 0) break
      this.#windows.delete(key)
      void this.delete(key)
    }
  }
}

/** A refusal's Retry-After in whole seconds, at least one. */
export const retryAfter = (refusal: RateLimiterRes) => Math.max(1, Math.ceil(refusal.msBeforeNext / 1000))

export { RateLimiterRes }
