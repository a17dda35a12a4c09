import 'server-only'
import { unstable_cache } from 'next/cache'
import type { QueryParams, QueryResult } from '@site/sanity'
import { contentSource } from './source'

/**
 * Reads a query through Next's data cache. Each read is tagged with the document types it depends
 * on, so a publish webhook that revalidates a type refreshes exactly the pages that show it, and the
 * pages stay static (ISR) in between.
 */
export async function cachedFetch<Q extends string>(query: Q, params: QueryParams, tags: readonly string[]): Promise<QueryResult<Q>> {
  const version = await contentSource.version()
  return unstable_cache(() => contentSource.fetch(query, params), ['groq', version, query, JSON.stringify(params)], {
    tags: [...tags],
  })()
}
