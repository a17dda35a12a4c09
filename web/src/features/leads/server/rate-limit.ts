import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { networkKeys, type NetworkKey } from '@/features/security/client-address'
import { BoundedMemoryLimiter, retryAfter } from './memory-limit'

// Per-visitor limits on posts. rate-limiter-flexible does the counting: in this process's memory
// (memory-limit.ts), or in Redis or Postgres shared by every instance (shared-rate-limit.ts), so N
// instances do not allow N times the limit. Here: which keys a post is counted under, and the verdict.

export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number }

/** What the form endpoints ask before they read a post: may this address post now? */
export interface PostLimiter {
  readonly limit: number
  hit(address: string | null): Promise<Verdict>
}

/** A counter rate-limiter-flexible's way: resolves under the limit, rejects with its result over it. */
export type Counter = Pick<RateLimiterAbstract, 'consume'>

/**
 * How many of the limit each width may use. An IPv4 address or an IPv6 /64 is one visitor; a /56 is a
 * household or small office, a /48 a site: room for a few visitors each, not for all their addresses.
 */
export const WIDTH_FACTORS: Record<NetworkKey['width'], number> = { address: 1, 64: 1, 56: 2, 48: 4 }

export type CounterFactory = (width: NetworkKey['width'], points: number) => Counter

/**
 * Counts a post under every key of its address (networkKeys) and refuses it when any is over. A
 * counter that fails (it should not: shared counters fall back to memory) never costs a post.
 */
export class AddressLimiter implements PostLimiter {
  readonly limit: number
  readonly #counters = new Map<NetworkKey['width'], Counter>()
  readonly #make: CounterFactory

  constructor(limit: number, make: CounterFactory) {
    this.limit = limit
    this.#make = make
  }

  #counter(width: NetworkKey['width']): Counter {
    let counter = this.#counters.get(width)
    if (!counter) this.#counters.set(width, (counter = this.#make(width, this.limit * WIDTH_FACTORS[width])))
    return counter
  }

  async hit(address: string | null): Promise<Verdict> {
    const results = await Promise.all(
      networkKeys(address).map(({ width, key }) =>
        this.#counter(width)
          .consume(key)
          .then(
            () => null,
            (refusal: unknown) => (refusal instanceof RateLimiterRes ? retryAfter(refusal) : null),
          ),
      ),
    )
    const waits = results.filter((wait) => wait !== null)
    return waits.length ? { ok: false, retryAfterSeconds: Math.max(...waits) } : { ok: true }
  }
}

/** A limit counted in this process's memory alone: `limit` posts per visitor in `windowMs`. */
export function memoryRateLimiter(limit: number, windowMs: number, maxKeys?: number): AddressLimiter {
  const duration = Math.ceil(windowMs / 1000)
  return new AddressLimiter(
    limit,
    (_width, points) => new BoundedMemoryLimiter({ points, duration, ...(maxKeys === undefined ? {} : { maxKeys }) }),
  )
}
