/* global AbortSignal */
// A local copy in front of the shared Redis cache (used by cache-handler.mjs).
//
// A cached page entry is large (HTML, the RSC payload and every segment's payload: 0.4-0.8 MB as
// JSON), and the Redis handler reads and parses all of it on every request. Instead, each instance
// keeps the entries it has read or written, and per request asks Redis only three small questions in
// one round trip: which version (lastModified) of the entry is current, whether its tags are still
// valid (the handler drops the entry from its tag map when a tag is revalidated), and when its implicit
// (path) tags were last revalidated. The copy is served only when it is that version and still valid;
// otherwise the full entry is read. So every instance still serves what Redis holds, at the cost of a
// few bytes per request instead of half a megabyte.

const REVALIDATED_TAGS = '__revalidated_tags__'
const SHARED_TAGS = '__sharedTags__'
const VERSIONS = '__versions__'
/** Entries kept per instance; the site has about a hundred pages and a few hundred data entries. */
const MAX_ENTRIES = 1000
/** And at most this many bytes of them (a page is 0.4-0.8 MB): the least recently used go first. */
export const MAX_LOCAL_BYTES = 128 * 1024 * 1024

/** About how many bytes an entry holds: its strings and buffers, the bulk of a page. */
export function approximateBytes(value, depth = 0) {
  if (value == null || depth > 6) return 0
  if (typeof value === 'string') return value.length
  if (ArrayBuffer.isView(value)) return value.byteLength
  if (value instanceof Map) return [...value.values()].reduce((sum, item) => sum + approximateBytes(item, depth + 1), 0)
  if (typeof value === 'object') return Object.values(value).reduce((sum, item) => sum + approximateBytes(item, depth + 1), 0)
  return 8
}

export function withLocalCopy(inner, { client, keyPrefix, timeoutMs, maxBytes = MAX_LOCAL_BYTES }) {
  const copies = new Map()
  const sizes = new Map()
  let bytes = 0
  const forget = (key) => {
    bytes -= sizes.get(key) ?? 0
    sizes.delete(key)
    copies.delete(key)
  }
  const remember = (key, value) => {
    forget(key)
    const size = approximateBytes(value)
    if (size > maxBytes) return
    copies.set(key, value)
    sizes.set(key, size)
    bytes += size
    while (copies.size > MAX_ENTRIES || bytes > maxBytes) forget(copies.keys().next().value)
  }
  const redis = () => client.withAbortSignal(AbortSignal.timeout(timeoutMs))

  return {
    ...inner,
    name: 'redis-strings+local-copy',
    async get(key, meta) {
      if (!client.isReady) throw new Error('Redis is not connected')
      const copy = copies.get(key)
      if (copy) {
        const implicitTags = meta?.implicitTags ?? []
        const [version, valid, revalidatedAt] = await Promise.all([
          redis().hGet(keyPrefix + VERSIONS, key),
          redis().hExists(keyPrefix + SHARED_TAGS, key),
          implicitTags.length ? redis().hmGet(keyPrefix + REVALIDATED_TAGS, implicitTags) : [],
        ])
        const current =
          valid && version === String(copy.lastModified) && revalidatedAt.every((at) => !at || Number(at) <= copy.lastModified)
        if (current) {
          // Most recently used last, so the byte cap drops the least used first.
          copies.delete(key)
          copies.set(key, copy)
          return copy
        }
        forget(key)
      }
      const value = await inner.get(key, meta)
      if (value) {
        remember(key, value)
        // An entry written without a version (by an older handler) gets the one it carries.
        await redis().hSetNX(keyPrefix + VERSIONS, key, String(value.lastModified))
      }
      return value
    },
    async set(key, value, ctx) {
      // The version first: a reader that sees the new version and an older entry reads the entry in
      // full, rather than keeping a copy that is no longer current.
      await redis().hSet(keyPrefix + VERSIONS, key, String(value.lastModified))
      await inner.set(key, value, ctx)
      remember(key, value)
    },
    /** Bytes held in this instance's copies now (for the flood benchmark and tests). */
    localBytes: () => bytes,
    async delete(key) {
      forget(key)
      await inner.delete?.(key)
    },
    async revalidateTag(tag) {
      for (const [key, value] of copies) if (value.tags?.includes(tag)) forget(key)
      await inner.revalidateTag(tag)
    },
  }
}
