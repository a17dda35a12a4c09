// The embedded dataset the server under test reads, queried with the site's own GROQ queries (typed
// by typegen) and placeholders resolved as the site does, so browser specs derive what each page
// must show from the content instead of a hand-kept list.
import { readFileSync } from 'node:fs'
import { createMemorySource, factsFrom, layoutQuery, parseNdjson, resolveTokens, type QueryParams } from '@site/sanity'

const file = process.env.CONTENT_DATASET ?? new URL('../../content/dataset.ndjson', import.meta.url).pathname
const source = createMemorySource(parseNdjson(readFileSync(file, 'utf8'), file))

let facts: ReturnType<typeof factsFrom> | undefined

/** Runs one of the site's queries over the dataset and fills placeholders such as {phone}. */
export async function query<Q extends string>(groq: Q, params: QueryParams = {}) {
  if (!facts) {
    const { settings, plans, pricing } = await source.fetch(layoutQuery)
    if (!settings || !pricing) throw new Error('The dataset has no site settings or pricing rules.')
    facts = factsFrom(settings, plans, pricing)
  }
  return resolveTokens(await source.fetch(groq, params), facts)
}
