/* global process, console */
// Next's ISR and data cache (config `cacheHandler`). Plain JavaScript: Next imports this file at run
// time, outside its bundles, and the standalone server copies it as it is.
//
// Without REDIS_URL (and always during `next build`) it is Next's own file-system cache, so the
// quick start runs exactly as before. With REDIS_URL every instance keeps pages, data-cache entries
// and tag revalidations in one Redis through @fortedigital/nextjs-cache-handler: a publish webhook
// received by any instance deletes the tagged entries for all of them. Each instance keeps a local
// copy of what it reads, served only while Redis says it is current (cache-local-copy.mjs). Entries
// are stored in Redis Brotli-compressed (cache-compression.mjs).
//
// Redis going away must not cost a page: the client stops waiting and reconnects in the background;
// reads and writes then go to this instance's memory (the handler list's second entry), which every
// write also fills. Tags revalidated during an outage are replayed when Redis is back, so the other
// instances' entries for them go too.
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js'
import { withCompression } from './cache-compression.mjs'
import { withLocalCopy } from './cache-local-copy.mjs'

const REDIS_URL = process.env.REDIS_URL
const shared = Boolean(REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build'

/** How long a page read waits for Redis before this instance renders or serves from memory. */
const COMMAND_TIMEOUT_MS = 1000
/**
 * The longest any entry lives in Redis: pages and data that nobody asks for again (an old address, a
 * past build's guess) leave by themselves instead of filling it. A page asked for after that is
 * rendered again, once. Entries with their own revalidate time expire at 1.5 times it, if sooner.
 */
const MAX_LIFETIME_SECONDS = 14 * 24 * 60 * 60
/** This instance's memory fallback: entries and bytes at most. */
const MEMORY_ENTRIES = 1000
const MEMORY_BYTES = 64 * 1024 * 1024

function redisClient(url) {
  const client = createClient({
    url,
    // Commands fail at once while disconnected instead of queueing behind a dead connection.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  })
  let down = false
  client.on('error', (error) => {
    if (down) return
    down = true
    console.error(`[cache] Redis unavailable (${error.code ?? error.message}); serving from this instance's memory until it is back`)
  })
  client.on('ready', () => {
    if (down) console.info('[cache] Redis is back; the cache is shared again')
    down = false
    client.emit('cache:ready')
  })
  // Not awaited: the server starts and serves without Redis, and the client keeps retrying.
  client.connect().catch(() => undefined)
  return client
}

/** The Redis handler, remembering tags it could not revalidate while Redis was away. */
function replayingRedisHandler(client, keyPrefix) {
  // Compressed in Redis only: the local copy keeps entries as Next uses them, so serving one costs
  // no decompression; a page is decompressed once per instance and version.
  const inner = withLocalCopy(withCompression(createRedisHandler({ client, keyPrefix, timeoutMs: COMMAND_TIMEOUT_MS })), {
    client,
    keyPrefix,
    timeoutMs: COMMAND_TIMEOUT_MS,
  })
  const missed = new Set()
  client.on('cache:ready', () => {
    const tags = [...missed]
    missed.clear()
    for (const tag of tags) inner.revalidateTag(tag).catch(() => missed.add(tag))
  })
  return {
    ...inner,
    async revalidateTag(tag) {
      try {
        await inner.revalidateTag(tag)
      } catch (error) {
        missed.add(tag)
        throw error
      }
    },
  }
}

CacheHandler.onCreation(({ buildId }) => {
  const client = redisClient(REDIS_URL)
  // Entries of one build only: a new deployment never reads pages rendered by the previous one.
  const keyPrefix = `site:${buildId ?? 'unknown'}:`
  return {
    handlers: [
      replayingRedisHandler(client, keyPrefix),
      createLruHandler({ maxItemsNumber: MEMORY_ENTRIES, maxItemSizeBytes: MEMORY_BYTES }),
    ],
    ttl: { estimateExpireAge: (staleAge) => Math.min(Math.floor(staleAge * 1.5), MAX_LIFETIME_SECONDS) },
  }
})

const NextFileSystemCache = fileSystemCache.default ?? fileSystemCache

export default shared ? CacheHandler : NextFileSystemCache
