import { createClient } from '@redis/client'
import pg from 'pg'
import {
  RLWrapperTimeouts,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible'
import { within } from '@/lib/within'
import { BoundedMemoryLimiter } from './memory-limit'
import { AddressLimiter, type Counter } from './rate-limit'

// The limit shared by every instance: counted in Redis when REDIS_URL is set (one small atomic
// script per post), else in the lead store's Postgres (one upsert per post, in its own table), else
// nowhere (each instance counts alone, memory-limit.ts).
//
// What rate-limiter-flexible gives: the counting in each store, the timeout on a slow store
// (RLWrapperTimeouts) and the fallback to a memory count while the store fails (insuranceLimiter).
// What is kept here: the memory fallback is bounded (memory-limit.ts); posts in the first seconds
// after start wait for the store to be ready instead of counting alone; the Postgres table is made
// one instance at a time; and the switch to and from the fallback is logged, once each way.

export type SharedLimitEnv = { REDIS_URL?: string | undefined; DATABASE_URL?: string | undefined }

const STARTUP_GRACE_MS = 3000
/** How long a post waits for the shared store's count before the fallback decides. */
const TIMEOUT_MS = 1000
/** How long a post waits for the store to be ready (connected, its table made) after a fresh start. */
const READY_TIMEOUT_MS = 3000

type Store = { ready: () => Promise<void>; counter: (keyPrefix: string, points: number, duration: number) => RateLimiterAbstract }

function redisStore(url: string): Store {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
  })
  // Failures surface in the posts that meet them (and fall back); the client keeps reconnecting.
  client.on('error', () => undefined)
  const connecting = client.connect().then(
    () => undefined,
    () => undefined,
  )
  // Posts in the first seconds after start wait for the first connection rather than count alone;
  // later, a Redis that is not there is an outage, answered at once by the fallback.
  const patientUntil = Date.now() + STARTUP_GRACE_MS
  return {
    ready: async () => {
      if (!client.isReady && Date.now() < patientUntil) await connecting
    },
    counter: (keyPrefix, points, duration) =>
      new RateLimiterRedis({ storeClient: client, useRedisPackage: true, rejectIfRedisNotReady: true, keyPrefix, points, duration }),
  }
}

const TABLE = 'post_rate_limits'
// Any constant both instances agree on; distinct from the lead store's migration lock.
const TABLE_LOCK = 7_305_002

// The library's own CREATE TABLE IF NOT EXISTS is not safe when two instances start at once: Postgres
// can answer the second with 'type "post_rate_limits" already exists' (42710), which the library does
// not expect, and that instance then counted alone. The table is made here, one instance at a time:
// statements sent as one query run as one transaction, which holds the lock until the table exists.
const createTable = (pool: pg.Pool) =>
  pool.query(
    `SELECT pg_advisory_xact_lock(${TABLE_LOCK});
     CREATE TABLE IF NOT EXISTS ${TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
  )

function postgresStore(connectionString: string): Store {
  const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 2000 })
  pool.on('error', () => undefined)
  let made: Promise<void> | null = null
  return {
    // If the database is down when the table is made, the next post tries again.
    ready: () =>
      (made ??= createTable(pool).then(
        () => undefined,
        (error: unknown) => {
          made = null
          throw error
        },
      )),
    counter: (keyPrefix, points, duration) =>
      new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: TABLE, tableCreated: true, keyPrefix, points, duration }),
  }
}

/** Says once that the shared count is unavailable, and once that it is back. */
class FallbackLog {
  #degraded = false
  readonly log: (message: string) => void
  constructor(log: (message: string) => void) {
    this.log = log
  }
  degraded(reason: string) {
    if (this.#degraded) return
    this.#degraded = true
    this.log(`shared limit unavailable (${reason}); counting per instance until it answers`)
  }
  recovered() {
    if (!this.#degraded) return
    this.#degraded = false
    this.log('shared limit answers again')
  }
}

/** The memory count a shared counter falls back to, noting each time it is asked. */
class Insurance extends BoundedMemoryLimiter {
  used = 0
  override consume(key: string | number, points?: number, options?: { [key: string]: unknown }): Promise<RateLimiterRes> {
    this.used += 1
    return super.consume(key, points, options)
  }
}

function sharedCounter(store: Store, fallback: FallbackLog, keyPrefix: string, points: number, duration: number): Counter {
  const insurance = new Insurance({ points, duration })
  const limiter = new RLWrapperTimeouts({
    limiter: store.counter(keyPrefix, points, duration),
    timeoutMs: TIMEOUT_MS,
    insuranceLimiter: insurance,
  })
  return {
    async consume(key) {
      const ready = await within(store.ready(), READY_TIMEOUT_MS).then(
        () => null,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      )
      if (ready !== null) {
        fallback.degraded(ready)
        return insurance.consume(key)
      }
      const before = insurance.used
      const settle = () => (insurance.used === before ? fallback.recovered() : fallback.degraded('no answer or an error'))
      try {
        const result = await limiter.consume(key)
        settle()
        return result
      } catch (refusal) {
        settle()
        throw refusal
      }
    },
  }
}

/** The limit shared by every instance, or null when there is no shared store to count in. */
export function sharedRateLimiter(
  env: SharedLimitEnv,
  limit: number,
  windowMs: number,
  log: (message: string) => void = (message) => console.warn(`[rate-limit] ${message}`),
  /** Each kind of post counts in its own bucket (leads and sign-ups in one, opt-outs in another). */
  bucket = 'site-posts',
): AddressLimiter | null {
  const store = env.REDIS_URL ? redisStore(env.REDIS_URL) : env.DATABASE_URL ? postgresStore(env.DATABASE_URL) : null
  if (!store) return null
  const duration = Math.ceil(windowMs / 1000)
  const fallback = new FallbackLog(log)
  // IPv4 addresses keep the bucket's own prefix, so counts made before networks were counted still apply.
  return new AddressLimiter(limit, (width, points) =>
    sharedCounter(store, fallback, width === 'address' || width === 64 ? bucket : `${bucket}-${width}`, points, duration),
  )
}
