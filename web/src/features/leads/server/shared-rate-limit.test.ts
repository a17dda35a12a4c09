import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPostgresCluster, type PostgresCluster } from '@site/lead-store/testing/postgres-cluster'
import { startRedisServer, type RedisServer } from '@site/lead-store/testing/redis-server'
import type { AddressLimiter, Verdict } from './rate-limit'
import { sharedRateLimiter } from './shared-rate-limit'

// Two limiters stand for two instances of the site: each has its own memory, they share a real Redis
// (or a real Postgres). A limit of 3 allows three posts from one address across both, not six; a
// store that goes away costs no post, and the shared count resumes when it is back.

let redis: RedisServer
let postgres: PostgresCluster

beforeAll(async () => {
  ;[redis, postgres] = await Promise.all([startRedisServer(), startPostgresCluster()])
})
afterAll(async () => {
  await redis?.stop()
  postgres?.stop()
})

const WINDOW_MS = 10 * 60 * 1000

function instances(env: { REDIS_URL?: string; DATABASE_URL?: string }, limit = 3): [AddressLimiter, AddressLimiter] {
  const a = sharedRateLimiter(env, limit, WINDOW_MS)
  const b = sharedRateLimiter(env, limit, WINDOW_MS)
  if (!a || !b) throw new Error('expected a shared limiter')
  return [a, b]
}

const allowed = (verdicts: Verdict[]) => verdicts.filter((verdict) => verdict.ok).length

describe.each([
  ['Redis', () => ({ REDIS_URL: redis.url })],
  ['Postgres', async () => ({ DATABASE_URL: await postgres.createDatabase() })],
])('the post limit shared in %s', (_name, environment) => {
  it('allows three posts from one address across two instances, refuses the fourth, and counts addresses apart', async () => {
    const [a, b] = instances(await environment())
    const address = `203.0.113.${Math.floor(Math.random() * 200)}`
    expect(await a.hit(address)).toEqual({ ok: true })
    expect(await b.hit(address)).toEqual({ ok: true })
    expect(await a.hit(address)).toEqual({ ok: true })
    const fourth = await b.hit(address)
    expect(fourth.ok).toBe(false)
    // The window is 10 minutes from the first post.
    if (!fourth.ok) expect(fourth.retryAfterSeconds).toBeGreaterThan(590)
    expect(await a.hit(address)).toMatchObject({ ok: false })
    expect(await b.hit('198.51.100.7')).toEqual({ ok: true })
  })

  it('counts IPv6 visitors in their /64, /56 and /48 across instances', async () => {
    const [a, b] = instances(await environment(), 1)
    const site = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}`
    // Four /56s of one /48 on alternating instances: the /48 allows four times the limit, once.
    const verdicts = await Promise.all(['100', '200', '300', '400', '500'].map((net, i) => (i % 2 ? a : b).hit(`${site}:${net}::1`)))
    expect(allowed(verdicts)).toBe(4)
    expect(await a.hit(`${site}:600::1`)).toMatchObject({ ok: false })
  })

  it('counts posts arriving at the same moment on both instances once each', async () => {
    const [a, b] = instances(await environment(), 5)
    const verdicts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).hit('192.0.2.44')))
    expect(allowed(verdicts)).toBe(5)
  })
})

describe('instances starting at the same moment on a fresh Postgres', () => {
  // Each makes the limit's table on its first post; none may end up counting alone because another
  // made it at the same moment.
  it('all count in the one shared table', async () => {
    for (let round = 0; round < 3; round++) {
      const env = { DATABASE_URL: await postgres.createDatabase() }
      const logs: string[] = []
      const limiters = Array.from({ length: 4 }, () => sharedRateLimiter(env, 2, WINDOW_MS, (message) => logs.push(message)))
      const verdicts = await Promise.all(
        limiters.map((limiter) => {
          if (!limiter) throw new Error('expected a shared limiter')
          return limiter.hit('192.0.2.60')
        }),
      )
      expect(logs).toEqual([])
      expect(allowed(verdicts)).toBe(2)
    }
  })
})

describe('a shared store that goes away', () => {
  it('never costs a post: the instance counts on its own, says so once, and shares again when the store is back', async () => {
    const logs: string[] = []
    const limiter = sharedRateLimiter({ REDIS_URL: redis.url }, 2, WINDOW_MS, (message) => logs.push(message))
    if (!limiter) throw new Error('expected a shared limiter')
    expect(await limiter.hit('192.0.2.80')).toEqual({ ok: true })

    await redis.stop()
    const during = await Promise.all(Array.from({ length: 4 }, () => limiter.hit('192.0.2.81')))
    // Every post is answered; this instance's own limit (2) still holds.
    expect(allowed(during)).toBe(2)
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatch(/shared limit unavailable .*counting per instance/)

    await redis.start()
    const deadline = Date.now() + 10_000
    while (logs.length < 2 && Date.now() < deadline) {
      await limiter.hit('192.0.2.82')
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(logs[1]).toBe('shared limit answers again')
  })
})
