import { expect, it } from 'vitest'
import { RateLimiter } from './rate-limit'

it('keeps counting the visitors it holds and never holds more than its cap', () => {
  const limiter = new RateLimiter(2, 60_000, 1000)
  const now = 1_000_000
  for (let index = 0; index < 50_000; index++) limiter.hit(`203.0.${index >> 8}.${index & 255}`, now)
  expect(limiter.size).toBeLessThanOrEqual(1000)
  // A visitor who arrived last is still counted: the third post in the window is refused.
  const last = '203.0.195.79'
  expect(limiter.hit(last, now).ok).toBe(true)
  expect(limiter.hit(last, now).ok).toBe(false)
})

it('forgets counts whose window has ended before it forgets any live one', () => {
  const limiter = new RateLimiter(1, 1_000, 10)
  limiter.hit('live', 5_000)
  for (let index = 0; index < 9; index++) limiter.hit(`old-${index}`, 0)
  // The window of the nine old counts has ended; making room for a newcomer drops them, not 'live'.
  limiter.hit('newcomer', 5_500)
  expect(limiter.hit('live', 5_600)).toEqual({ ok: false, retryAfterSeconds: 1 })
  expect(limiter.size).toBe(2)
})
