import type createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { afterAll, beforeAll } from 'vitest'
import { startRedisServer, type RedisServer } from '@site/lead-store/testing/redis-server'

// cache-handler.mjs hands the handler a default (RESP 2) client, which the handler's types, written
// for RESP 3, do not admit; the tests use the client production uses.
export type HandlerClient = Parameters<typeof createRedisHandler>[0]['client']
type RawClient = { get(key: string): Promise<string | null>; quit(): Promise<unknown> }

/** A throwaway Redis for the test file, with the client the cache handler gets and its plain view. */
export function handlerRedis(): { readonly client: HandlerClient; readonly raw: RawClient } {
  let server: RedisServer
  let connected: ReturnType<typeof createClient>
  beforeAll(async () => {
    server = await startRedisServer()
    connected = createClient({ url: server.url })
    await connected.connect()
  })
  afterAll(async () => {
    await connected.quit()
    await server.stop()
  })
  return {
    get client() {
      return connected as unknown as HandlerClient
    },
    get raw() {
      return connected as unknown as RawClient
    },
  }
}
