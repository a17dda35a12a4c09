import 'server-only'
import { unstable_cache } from 'next/cache'
import type { QueryParams, QueryResult } from '@site/sanity'
import { contentSource, previewSource } from './source'
import { draftPerspective } from './draft'

/**
 * Reads a query. Published reads go through Next's data cache, tagged with the document types they
 * depend on, so a publish webhook that revalidates a type refreshes exactly the pages that show it and
 * the pages stay static (ISR) in between. Draft-mode reads (Presentation tool) skip the cache and read
 * drafts with edit markers, so staff see every keystroke and visitors never see a draft.
 */
export async function cachedFetch<Q extends string>(query: Q, params: QueryParams, tags: readonly string[]): Promise<QueryResult<Q>> {
  const perspective = await draftPerspective()
  if (perspective && previewSource) return previewSource.fetch(query, params, perspective)
  const version = await contentSource.version()
  return unstable_cache(() => contentSource.fetch(query, params), ['groq', version, query, JSON.stringify(params)], {
    tags: [...tags],
  })()
}
