import { buildDataset } from '@site/content'
import { createMemorySource, type QueryParams, type QueryResult } from '@site/sanity'

// Stands in for the site's fetch layer in component tests (`vi.mock('@/sanity/fetch', () =>
// import('@/sanity/testing/seeded-content'))`): outside a Next server there is no data cache, and the
// unit tests run before the seed writes its file, so reads go to the seed's documents, built in memory.
const source = buildDataset().then((dataset) => createMemorySource(dataset.documents))

export const cachedFetch = async <Q extends string>(query: Q, params: QueryParams): Promise<QueryResult<Q>> =>
  (await source).fetch(query, params)
