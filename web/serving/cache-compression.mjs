// Compression of the entries the Redis handler stores (used by cache-handler.mjs, inside the local
// copy). A page entry is its HTML, its RSC payload and every segment's payload, much of it the same
// text several times over; the handler stores it as JSON with the buffers in base64. Here the bulky
// fields of an entry are joined into one buffer and compressed together, so Brotli's window finds the
// payload repeated in the HTML and in the segments; the entry goes to the handler with those fields
// taken out and one base64 string in their place.
//
// The marker is the `compressed` field of the value: an entry without it (stored before this layer,
// or too small to be worth it) is returned as the handler reads it.
import { Buffer } from 'node:buffer'
import { promisify } from 'node:util'
import { brotliCompress, brotliDecompress, constants } from 'node:zlib'

const compress = promisify(brotliCompress)
const decompress = promisify(brotliDecompress)

const CODEC = 'br'
/**
 * Past this quality an entry barely shrinks while each render pays much more CPU; Brotli rather than
 * gzip because only its window reaches the payload the HTML and the segments repeat (figures in
 * docs/performance-scale.md, "Redis entries compressed"; scripts/bench/cache-compression.ts).
 */
export const BROTLI_QUALITY = 5
/** Below this many bytes of bulk an entry is stored as it is: compressing it would save little. */
export const MIN_COMPRESS_BYTES = 2048

/**
 * The bulky fields of a cache value as [descriptor, bytes] pairs, in a fixed order, and the value
 * without them. A descriptor is [field, byte length] or, for a segment, ['segment', length, key].
 */
function takeParts(value) {
  const parts = []
  const rest = { ...value }
  if (value.kind === 'APP_PAGE') {
    if (typeof value.html === 'string') parts.push([['html'], Buffer.from(value.html, 'utf8')])
    if (value.rscData) parts.push([['rscData'], value.rscData])
    if (value.segmentData instanceof Map) {
      // An empty map is kept as one: Next tells "no segments" from "segments not stored".
      parts.push([['segments'], Buffer.alloc(0)])
      for (const [key, data] of value.segmentData) parts.push([['segment', key], data])
    }
    delete rest.html
    delete rest.rscData
    delete rest.segmentData
  } else if (value.kind === 'APP_ROUTE' && value.body) {
    parts.push([['body'], value.body])
    delete rest.body
  } else if (value.kind === 'FETCH' && typeof value.data?.body === 'string') {
    parts.push([['fetchBody'], Buffer.from(value.data.body, 'utf8')])
    rest.data = { ...value.data }
    delete rest.data.body
  }
  return { parts, rest }
}

function putParts(rest, layout, bytes) {
  const value = { ...rest }
  let offset = 0
  for (const [field, length, key] of layout) {
    const part = bytes.subarray(offset, offset + length)
    offset += length
    if (field === 'html') value.html = part.toString('utf8')
    // Copies, so a part does not keep the whole decompressed buffer alive through another.
    else if (field === 'rscData') value.rscData = Buffer.from(part)
    else if (field === 'segments') value.segmentData = new Map()
    else if (field === 'segment') value.segmentData.set(key, Buffer.from(part))
    else if (field === 'body') value.body = Buffer.from(part)
    else if (field === 'fetchBody') value.data = { ...value.data, body: part.toString('utf8') }
    else throw new Error(`cache entry: unknown compressed field ${field}`)
  }
  if (offset !== bytes.length) throw new Error('cache entry: compressed parts do not add up')
  return value
}

/** The entry as it goes to Redis: its bulky fields compressed into `value.compressed`, if worth it. */
export async function compressEntry(entry) {
  if (!entry?.value || entry.value.compressed) return entry
  const { parts, rest } = takeParts(entry.value)
  const bytes = Buffer.concat(parts.map(([, data]) => data))
  if (bytes.length < MIN_COMPRESS_BYTES) return entry
  // One output chunk: with the default 16 KB ones the work goes back and forth to zlib's thread many
  // times over, which costs more CPU than the compression itself.
  const packed = await compress(bytes, {
    chunkSize: bytes.length,
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  })
  const layout = parts.map(([[field, key], data]) => (key === undefined ? [field, data.length] : [field, data.length, key]))
  return { ...entry, value: { ...rest, compressed: { codec: CODEC, layout, data: packed.toString('base64') } } }
}

/** The entry as Next expects it, from what Redis held (compressed by compressEntry or not). */
export async function decompressEntry(entry) {
  const compressed = entry?.value?.compressed
  if (!compressed) return entry
  if (compressed.codec !== CODEC) throw new Error(`cache entry: unknown codec ${compressed.codec}`)
  const length = compressed.layout.reduce((sum, [, partLength]) => sum + partLength, 0)
  const bytes = await decompress(Buffer.from(compressed.data, 'base64'), { chunkSize: Math.max(length, 64) })
  const rest = { ...entry.value }
  delete rest.compressed
  return { ...entry, value: putParts(rest, compressed.layout, bytes) }
}

/** The Redis handler, storing entries compressed and reading both compressed and older entries. */
export function withCompression(inner) {
  return {
    ...inner,
    async get(key, meta) {
      return decompressEntry(await inner.get(key, meta))
    },
    async set(key, entry, ctx) {
      await inner.set(key, await compressEntry(entry), ctx)
    },
  }
}
