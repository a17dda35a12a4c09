// The embedded dataset the server under test reads, queried with the site's own GROQ queries (typed
// by typegen) and placeholders resolved by the site's content reader, so browser specs derive what
// each page must show from the content instead of a hand-kept list.
import { readFileSync } from 'node:fs'
import { createContentReader, createMemorySource, parseNdjson, readFrom, type QueryParams } from '@site/sanity'

const file = process.env.CONTENT_DATASET ?? new URL('../../content/dataset.ndjson', import.meta.url).pathname
const source = createMemorySource(parseNdjson(readFileSync(file, 'utf8'), file))
const content = createContentReader(readFrom(source))

/** Runs one of the site's queries over the dataset and fills placeholders such as {phone}. */
export async function query<Q extends string>(groq: Q, params: QueryParams = {}) {
  return content.resolved(await source.fetch(groq, params))
}
