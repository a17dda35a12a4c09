import { describe, expect, it } from 'vitest'
import { MAIL_RETRY, mailRetryDelay } from './mail-retry.ts'
import { OFFICE_PROBE_MS } from './mail-queue.ts'

// The retry schedule as production runs it (MAIL_RETRY, OFFICE_PROBE_MS). office-retry.test.ts runs
// it against a real SMTP server and store with a clock of its own.

const HOUR = 60 * 60 * 1000
const waits = (kind: 'office-alert' | 'visitor-confirmation', permanent: boolean, random: () => number) =>
  Array.from({ length: 200 }, (_, i) => mailRetryDelay(kind, { attempts: i + 1, permanent }, MAIL_RETRY, random))

describe('when a failed e-mail is tried again', () => {
  it('never gives up an office e-mail, 5xx or not, and waits 20 s doubling to at most an hour', () => {
    for (const permanent of [true, false]) {
      const longest = waits('office-alert', permanent, () => 1)
      const shortest = waits('office-alert', permanent, () => 0)
      expect(longest.slice(0, 9)).toEqual([20_000, 40_000, 80_000, 160_000, 320_000, 640_000, 1_280_000, 2_560_000, HOUR])
      expect(longest.every((wait) => wait !== null && wait <= HOUR)).toBe(true)
      // Jitter takes up to half of each wait away, never more.
      expect(shortest.slice(0, 3)).toEqual([10_000, 20_000, 40_000])
      expect(mailRetryDelay('office-visit', { attempts: 10_000, permanent }, MAIL_RETRY, () => 1)).toBe(HOUR)
    }
  })

  it('notices a lifted quota within 120 s: the probe tries one office e-mail every minute, far below the hour', () => {
    // The longest a lifted refusal goes unnoticed: one probe interval, plus the sender's poll when its
    // timer could not read the store (15 s), plus a send's time limits (10 s connect, 20 s socket).
    expect(OFFICE_PROBE_MS + 15_000 + 10_000 + 20_000).toBeLessThanOrEqual(120_000)
  })

  it("parks a visitor's e-mail after 3 tries that end in 5xx, and after 60 tries of anything else", () => {
    const permanent = waits('visitor-confirmation', true, () => 1)
    expect(permanent.slice(0, 3)).toEqual([20_000, 40_000, null])
    const passing = waits('visitor-confirmation', false, () => 1)
    expect(passing.slice(0, 59).every((wait) => wait !== null && wait <= 30 * 60 * 1000)).toBe(true)
    expect(passing[59]).toBeNull()
    // 60 tries take about a day: the confirmation is no use later than that anyway.
    const total = passing.slice(0, 59).reduce<number>((sum, wait) => sum + (wait ?? 0), 0)
    expect(total / HOUR).toBeGreaterThan(24)
    expect(total / HOUR).toBeLessThan(30)
  })
})
