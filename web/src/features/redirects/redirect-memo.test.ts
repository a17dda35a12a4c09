import { describe, expect, it } from 'vitest'
import { buildRedirectTable, type RedirectRule, type RedirectTable } from '@site/sanity/redirects'
import { createMemo } from './redirect-memo'

function setup(results: Array<readonly RedirectRule[] | Error>) {
  let clock = 0
  let reads = 0
  // The proxy's use: the redirect table, read at most once per TTL.
  const memo = createMemo<RedirectTable>({
    initial: new Map(),
    ttlMs: 10_000,
    retryMs: 2_000,
    now: () => clock,
    load: async () => {
      const result = results[Math.min(reads++, results.length - 1)]
      if (result instanceof Error) throw result
      return buildRedirectTable(result ?? [])
    },
    onError: () => {},
  })
  return { memo, reads: () => reads, advance: (ms: number) => (clock += ms) }
}

const rule = (source: string, destination: string): RedirectRule => ({ source, destination, permanent: true })

/** Lets a background read started by get() finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('redirect memo', () => {
  it('reads once per TTL and shares one read between concurrent requests', async () => {
    const { memo, reads, advance } = setup([[rule('/a', '/b')], [rule('/a', '/c')]])
    const [first, second] = await Promise.all([memo.get(), memo.get()])
    expect(reads()).toBe(1)
    expect(first).toBe(second)
    advance(9_999)
    expect((await memo.get()).get('/a')?.destination).toBe('/b')
    expect(reads()).toBe(1)
    advance(1)
    // Expired: this request is answered from the table it has while the new read runs behind it.
    expect((await memo.get()).get('/a')?.destination).toBe('/b')
    expect(reads()).toBe(2)
    await settle()
    expect((await memo.get()).get('/a')?.destination).toBe('/c')
    expect(reads()).toBe(2)
  })

  it('keeps the last good table when a read fails and tries again after the retry delay', async () => {
    const { memo, reads, advance } = setup([[rule('/a', '/b')], new Error('down'), [rule('/a', '/d')]])
    await memo.get()
    advance(10_000)
    expect((await memo.get()).get('/a')?.destination).toBe('/b')
    await settle()
    expect((await memo.get()).get('/a')?.destination).toBe('/b')
    advance(1_999)
    await memo.get()
    expect(reads()).toBe(2)
    advance(1)
    await memo.get()
    await settle()
    expect((await memo.get()).get('/a')?.destination).toBe('/d')
    expect(reads()).toBe(3)
  })

  it('serves an empty table (no redirects, the site still works) when the first read fails', async () => {
    const { memo } = setup([new Error('down')])
    expect((await memo.get()).size).toBe(0)
  })
})
