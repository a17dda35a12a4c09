import { buildRedirectTable, type RedirectRule, type RedirectTable } from '@site/sanity/redirects'

type Options = {
  /** Reads the current rules; throws when they cannot be had. */
  load: () => Promise<readonly RedirectRule[]>
  /** How long a table is trusted before the next request reads it again. */
  ttlMs: number
  /** After a failed read: how long to keep the last good table before trying again. */
  retryMs: number
  now?: () => number
  onError?: (error: unknown) => void
}

/**
 * Keeps the redirect table in memory for `ttlMs`, so the proxy costs one Map lookup per request and
 * one small read per instance per TTL. Concurrent requests share one read. Once a table is loaded, an
 * expired one is still answered at once while the fresh read runs in the background (a page request
 * never waits on the table's refresh); only the very first request waits for it. A failed read never
 * breaks the site: requests pass through with the last good table (or none) until the retry.
 */
export function createRedirectMemo({ load, ttlMs, retryMs, now = Date.now, onError }: Options) {
  let table: RedirectTable = new Map()
  let expiresAt = 0
  let loaded = false
  let pending: Promise<RedirectTable> | undefined

  async function refresh(): Promise<RedirectTable> {
    try {
      table = buildRedirectTable(await load())
      loaded = true
      expiresAt = now() + ttlMs
    } catch (error) {
      onError?.(error)
      expiresAt = now() + retryMs
    }
    return table
  }

  return {
    get(): Promise<RedirectTable> {
      if (now() < expiresAt) return Promise.resolve(table)
      pending ??= refresh().finally(() => {
        pending = undefined
      })
      return loaded ? Promise.resolve(table) : pending
    },
  }
}
