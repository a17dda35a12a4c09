import { fileURLToPath } from 'node:url'
import { createEmbeddedSource, type QueryParams, type QueryResult } from '@site/sanity'

// Stands in for the site's fetch layer in component tests (`vi.mock('@/sanity/fetch', () =>
// import('@/sanity/testing/seeded-content'))`): outside a Next server there is no data cache, so reads
// go straight to the dataset `pnpm seed` wrote for the site (pnpm test seeds before the unit tests).
const source = createEmbeddedSource(fileURLToPath(new URL('../../../content/dataset.ndjson', import.meta.url)))

export const cachedFetch = <Q extends string>(query: Q, params: QueryParams): Promise<QueryResult<Q>> => source.fetch(query, params)
