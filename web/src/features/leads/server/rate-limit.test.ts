import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { BoundedMemoryLimiter } from './memory-limit'
import { memoryRateLimiter } from './rate-limit'

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

it('keeps counting the visitors it holds and never holds more than its cap', async () => {
  const limiter = new BoundedMemoryLimiter({ points: 2, duration: 60, maxKeys: 1000 })
  for (let index = 0; index < 50_000; index++) await limiter.consume(`203.0.${index >> 8}.${index & 255}`)
  expect(limiter.size).toBeLessThanOrEqual(1000)
  // rate-limiter-flexible's own count holds no more keys either.
  expect(limiter.dump().storage.length).toBeLessThanOrEqual(1000)
  // A visitor who arrived last is still counted: the third post in the window is refused.
  const last = '203.0.195.79'
  await expect(limiter.consume(last)).resolves.toBeDefined()
  await expect(limiter.consume(last)).rejects.toMatchObject({ remainingPoints: 0 })
})

it('forgets counts whose window has ended before it forgets any live one', async () => {
  const limiter = new BoundedMemoryLimiter({ points: 1, duration: 1, maxKeys: 10 })
  for (let index = 0; index < 9; index++) await limiter.consume(`old-${index}`)
  vi.setSystemTime(1_005_000)
  await limiter.consume('live')
  // The nine old windows have ended; making room for a newcomer drops them, not 'live'.
  vi.setSystemTime(1_005_500)
  await limiter.consume('newcomer')
  vi.setSystemTime(1_005_600)
  await expect(limiter.consume('live')).rejects.toMatchObject({ msBeforeNext: 400 })
  expect(limiter.size).toBe(2)
})

it('counts an IPv6 visitor in its /64, /56 and /48: a stranger with a /48 gets a few visitors worth, not 65,536', async () => {
  const limiter = memoryRateLimiter(2, 600_000)
  // One /64: two posts, whatever addresses in it they come from.
  expect(await limiter.hit('2001:db8:1:100::1')).toEqual({ ok: true })
  expect(await limiter.hit('2001:db8:1:100::2')).toEqual({ ok: true })
  expect((await limiter.hit('2001:db8:1:100::3')).ok).toBe(false)
  // Another /64 of the same /56: the /56 allows twice the limit, counting every post.
  expect(await limiter.hit('2001:db8:1:101::1')).toEqual({ ok: true })
  expect((await limiter.hit('2001:db8:1:102::1')).ok).toBe(false)
  // Other /56s of the same /48: the /48 allows four times the limit.
  const verdicts = []
  for (const net of ['200', '300', '400', '500', '600']) verdicts.push((await limiter.hit(`2001:db8:1:${net}::1`)).ok)
  expect(verdicts).toEqual([true, true, true, false, false])
  // Another /48 is another visitor; IPv4 counts per address.
  expect(await limiter.hit('2001:db8:2:100::1')).toEqual({ ok: true })
  expect(await limiter.hit('198.51.100.9')).toEqual({ ok: true })
  const refused = (await limiter.hit('2001:db8:1:100::4')) as { ok: false; retryAfterSeconds: number }
  expect(refused.retryAfterSeconds).toBe(600)
})
