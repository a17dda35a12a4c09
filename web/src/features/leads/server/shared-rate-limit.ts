import { createClient } from '@redis/client'
import pg from 'pg'
import { RateLimiterPostgres, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { RateLimiter, SharedRateLimiter } from './rate-limit'

// The store behind the shared post limit: Redis when REDIS_URL is set (one small atomic script per
// post), else the lead store's Postgres (one upsert per post, in its own table), else none (each
// instance counts alone). rate-limiter-flexible does the counting; SharedRateLimiter falls back to
// this instance's own count while the store does not answer.

export type SharedLimitEnv = { REDIS_URL?: string | undefined; DATABASE_URL?: string | undefined }

const STARTUP_GRACE_MS = 3000

function redisStore(url: string, keyPrefix: string, points: number, duration: number): () => Promise<RateLimiterAbstract> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
  })
  // Failures surface in the posts that meet them (SharedRateLimiter logs); the client keeps reconnecting.
  client.on('error', () => undefined)
  const connecting = client.connect().then(
    () => undefined,
    () => undefined,
  )
  // Posts in the first seconds after start wait for the first connection rather than count alone;
  // later, a Redis that is not there is an outage, answered at once by the fallback.
  const patientUntil = Date.now() + STARTUP_GRACE_MS
  const limiter = new RateLimiterRedis({
    storeClient: client,
    useRedisPackage: true,
    rejectIfRedisNotReady: true,
    keyPrefix,
    points,
    duration,
  })
  return async () => {
    if (!client.isReady && Date.now() < patientUntil) await connecting
    return limiter
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

function postgresStore(connectionString: string, keyPrefix: string, points: number, duration: number): () => Promise<RateLimiterAbstract> {
  const pool = new pg.Pool({ connectionString, max: 2, connectionTimeoutMillis: 2000 })
  pool.on('error', () => undefined)
  let ready: Promise<RateLimiterAbstract> | null = null
  // If the database is down when the table is made, the next post tries again.
  return () =>
    (ready ??= createTable(pool)
      .then(
        () =>
          new RateLimiterPostgres({
            storeClient: pool,
            storeType: 'pool',
            tableName: TABLE,
            tableCreated: true,
            keyPrefix,
            points,
            duration,
          }),
      )
      .catch((error: unknown) => {
        ready = null
        throw error
      }))
}

/** The limit shared by every instance, or null when there is no shared store to count in. */
export function sharedRateLimiter(
  env: SharedLimitEnv,
  limit: number,
  windowMs: number,
  log?: (message: string) => void,
  /** Each kind of post counts in its own bucket (leads and sign-ups in one, opt-outs in another). */
  bucket = 'site-posts',
): SharedRateLimiter | null {
  const duration = Math.ceil(windowMs / 1000)
  const fallback = new RateLimiter(limit, windowMs)
  const options = { fallback, ...(log ? { log } : {}) }
  if (env.REDIS_URL) return new SharedRateLimiter({ store: redisStore(env.REDIS_URL, bucket, limit, duration), ...options })
  if (env.DATABASE_URL) return new SharedRateLimiter({ store: postgresStore(env.DATABASE_URL, bucket, limit, duration), ...options })
  return null
}
