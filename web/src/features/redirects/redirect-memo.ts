type MemoOptions<T> = {
  /** Reads the current value; throws when it cannot be had. */
  load: () => Promise<T>
  /** What to serve before the first good read. */
  initial: T
  /** How long a value is trusted before the next request reads it again. */
  ttlMs: number
  /** After a failed read: how long to keep the last good value before trying again. */
  retryMs: number
  now?: () => number
  onError?: (error: unknown) => void
}

/**
 * Keeps a value the proxy needs in memory for `ttlMs`, so the proxy costs one lookup per request and
 * one small read per instance per TTL. Concurrent requests share one read. Once a value is loaded, an
 * expired one is still answered at once while the fresh read runs in the background (a page request
 * never waits on the refresh); only the very first request waits for it. A failed read never breaks
 * the site: requests pass through with the last good value (or the initial one) until the retry.
 */
export function createMemo<T>({ load, initial, ttlMs, retryMs, now = Date.now, onError }: MemoOptions<T>) {
  let value = initial
  let expiresAt = 0
  let loaded = false
  let pending: Promise<T> | undefined

  async function refresh(): Promise<T> {
    try {
      value = await load()
      loaded = true
      expiresAt = now() + ttlMs
    } catch (error) {
      onError?.(error)
      expiresAt = now() + retryMs
    }
    return value
  }

  return {
    get(): Promise<T> {
      if (now() < expiresAt) return Promise.resolve(value)
      pending ??= refresh().finally(() => {
        pending = undefined
      })
      return loaded ? Promise.resolve(value) : pending
    },
  }
}
