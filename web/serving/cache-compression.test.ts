import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { expect, it } from 'vitest'
import { compressEntry, decompressEntry, MIN_COMPRESS_BYTES, withCompression } from './cache-compression.mjs'
import { approximateBytes, withLocalCopy } from './cache-local-copy.mjs'
import { handlerRedis } from './testing/handler-redis.ts'

const redis = handlerRedis()

type PageValue = {
  kind: 'APP_PAGE'
  html: string
  rscData: Buffer | undefined
  segmentData: Map<string, Buffer> | undefined
  headers: Record<string, string>
  status: number
  postponed: string | undefined
}
type Entry<V> = { lastModified: number; tags: string[]; lifespan: null; value: V }
// Next declares the kinds as a const enum, which a test cannot name; the entries have its shape.
type HandlerEntry = Parameters<ReturnType<typeof createRedisHandler>['set']>[1]
const asStored = (entry: Entry<PageValue>) => entry as unknown as HandlerEntry

/**
 * An entry shaped as Next stores an article: HTML with the RSC payload inlined, the payload again as
 * rscData, and segment payloads that repeat parts of it. Non-ASCII text and every byte value check
 * that nothing is lost between strings, buffers and base64.
 */
function articleEntry(): Entry<PageValue> {
  const paragraphs = Array.from(
    { length: 400 },
    (_, index) => `<p class="body_p__x1">Lawn care note ${index}: aerate in spring, mow high — café “quotes” 🌱 ${index * 7919}</p>`,
  ).join('')
  const payload = Buffer.concat([
    Buffer.from(`0:{"P":null,"b":"build-1","c":["","blog","spring"],"f":[${JSON.stringify(paragraphs)}]}\n`),
    Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)),
  ])
  return {
    lastModified: 1_764_000_000_000,
    tags: ['post', '_N_T_/blog/spring'],
    lifespan: null,
    value: {
      kind: 'APP_PAGE',
      html: `<!DOCTYPE html><html lang="en"><body>${paragraphs}<script>self.__next_f.push([1,${JSON.stringify(payload.toString('latin1'))}])</script></body></html>`,
      rscData: payload,
      segmentData: new Map([
        ['/_tree', Buffer.from('{"tree":["",{"children":["blog",{}]}]}')],
        ['/_full', payload],
        ['/blog/$d$slug/__PAGE__', payload.subarray(0, 20_000)],
        ['/_empty', Buffer.alloc(0)],
      ]),
      headers: { 'x-next-cache-tags': 'post,_N_T_/blog/spring' },
      status: 200,
      postponed: undefined,
    },
  }
}

function expectSamePage(actual: Entry<PageValue> | null, expected: Entry<PageValue>) {
  expect(actual).not.toBeNull()
  const { value } = actual!
  expect(value.html).toBe(expected.value.html)
  expect(Buffer.compare(value.rscData!, expected.value.rscData!)).toBe(0)
  expect([...value.segmentData!.keys()]).toEqual([...expected.value.segmentData!.keys()])
  for (const [key, data] of expected.value.segmentData!) expect(Buffer.compare(value.segmentData!.get(key)!, data)).toBe(0)
  expect(actual).toEqual(expected)
}

it('gives back the same page entry, byte for byte, and does not change the one it was given', async () => {
  const entry = articleEntry()
  const stored = await compressEntry(entry)
  expect(stored.value).toMatchObject({ kind: 'APP_PAGE', status: 200, compressed: { codec: 'br' } })
  expect(stored.value).not.toHaveProperty('html')
  expect(stored.value).not.toHaveProperty('rscData')
  expect(entry).toStrictEqual(articleEntry())
  expect(await decompressEntry(stored)).toStrictEqual(entry)
})

it('stores a page in Redis compressed, a fraction of the uncompressed entry, and reads it back exactly', async () => {
  const options = { client: redis.client, keyPrefix: 'test:', timeoutMs: 1000 }
  const plain = createRedisHandler(options)
  const compressed = withCompression(createRedisHandler(options))
  const entry = articleEntry()
  await plain.set('/blog/plain', asStored(entry))
  await compressed.set('/blog/compressed', asStored(entry))

  const legacyJson = (await redis.raw.get('test:/blog/plain'))!
  const storedJson = (await redis.raw.get('test:/blog/compressed'))!
  const stored = JSON.parse(storedJson) as Entry<{ compressed?: { codec: string }; html?: string }>
  expect(stored.value.compressed?.codec).toBe('br')
  expect(stored.value.html).toBeUndefined()
  expect(stored.lastModified).toBe(entry.lastModified)
  expect(stored.tags).toEqual(entry.tags)
  expect(storedJson.length).toBeLessThan(legacyJson.length / 4)

  expectSamePage((await compressed.get('/blog/compressed', { implicitTags: [] })) as Entry<PageValue>, entry)
})

it('keeps the local copy uncompressed, and another instance reads the compressed entry exactly', async () => {
  // As cache-handler.mjs composes them: the local copy in front of the compressing Redis handler.
  const options = { client: redis.client, keyPrefix: 'instances:', timeoutMs: 1000 }
  const instance = () => withLocalCopy(withCompression(createRedisHandler(options)), options)
  const writer = instance()
  const entry = articleEntry()
  await writer.set('/blog/spring', entry)
  expect(writer.localBytes()).toBe(approximateBytes(entry))
  expect(JSON.parse((await redis.raw.get('instances:/blog/spring'))!).value.compressed.codec).toBe('br')

  const reader = instance()
  expectSamePage((await reader.get('/blog/spring', { implicitTags: [] })) as Entry<PageValue>, entry)
  expect(reader.localBytes()).toBe(approximateBytes(entry))
})

it('reads entries stored uncompressed (before this layer) as they are', async () => {
  const options = { client: redis.client, keyPrefix: 'legacy:', timeoutMs: 1000 }
  const entry = articleEntry()
  await createRedisHandler(options).set('/blog/old', asStored(entry))
  expect(JSON.parse((await redis.raw.get('legacy:/blog/old'))!).value.compressed).toBeUndefined()
  expectSamePage((await withCompression(createRedisHandler(options)).get('/blog/old', { implicitTags: [] })) as Entry<PageValue>, entry)
  expect(await decompressEntry(null)).toBeNull()
})

it('compresses a large data-cache body and route response, and leaves small entries as they are', async () => {
  const body = JSON.stringify(Array.from({ length: 300 }, (_, index) => ({ _id: `post-${index}`, title: `Spring lawn care ${index} ✓` })))
  const fetchEntry = {
    lastModified: 1,
    tags: ['post'],
    lifespan: null,
    value: {
      kind: 'FETCH',
      data: { headers: { 'content-type': 'application/json' }, body, url: 'https://x.test/q', status: 200 },
      revalidate: 60,
    },
  }
  const storedFetch = await compressEntry(fetchEntry)
  expect(storedFetch.value).toHaveProperty('compressed')
  expect(storedFetch.value.data).not.toHaveProperty('body')
  expect(await decompressEntry(storedFetch)).toStrictEqual(fetchEntry)

  const routeEntry = {
    lastModified: 1,
    tags: [],
    lifespan: null,
    value: { kind: 'APP_ROUTE', body: Buffer.from(body), status: 200, headers: {} },
  }
  expect(await decompressEntry(await compressEntry(routeEntry))).toStrictEqual(routeEntry)

  const small = {
    ...fetchEntry,
    value: { ...fetchEntry.value, data: { ...fetchEntry.value.data, body: 'x'.repeat(MIN_COMPRESS_BYTES - 1) } },
  }
  expect(await compressEntry(small)).toBe(small)
})
