import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { expect, it } from 'vitest'
import { approximateBytes, withLocalCopy } from './cache-local-copy.mjs'
import { handlerRedis } from './testing/handler-redis.ts'

const redis = handlerRedis()

const MB = 1024 * 1024
const page = (marker: string) => ({
  lastModified: Date.now(),
  tags: ['post'],
  lifespan: null,
  value: { kind: 'APP_PAGE', html: `${marker}${'x'.repeat(MB)}`, rscData: Buffer.alloc(MB / 2), headers: {}, status: 200 },
})

it('holds at most its byte cap of copies, however many pages are read, and still serves each from Redis', async () => {
  const options = { client: redis.client, keyPrefix: 'test:', timeoutMs: 1000 }
  const handler = withLocalCopy(createRedisHandler(options), { ...options, maxBytes: 4 * MB })
  for (let index = 0; index < 12; index++) await handler.set(`/blog/article-${index}`, page(`article-${index}`))
  expect(handler.localBytes()).toBeLessThanOrEqual(4 * MB)
  expect(handler.localBytes()).toBeGreaterThan(2 * MB)
  // The first page left this instance's copies long ago; Redis still has it.
  const first = (await handler.get('/blog/article-0', { implicitTags: [] })) as { value: { html: string } } | null
  expect(first?.value.html.startsWith('article-0')).toBe(true)
  expect(handler.localBytes()).toBeLessThanOrEqual(4 * MB)
})

it('counts the strings and buffers that make up a page', () => {
  expect(approximateBytes(page('a'))).toBeGreaterThan(1.5 * MB)
})
