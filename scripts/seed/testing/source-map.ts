// Content source maps, as the Content Lake attaches them to a query's answer when the client asks
// (resultSourceMap): for each value of the result, the document and field it came from. A client with
// stega on writes them into the text as invisible edit markers, which the Presentation tool's overlay
// reads to open the right field when staff click a text on the page.
// The Content Lake traces each value through the query; groq-js cannot, so the stand-in looks each text
// of the result up among the documents the query could read: a text found in one place maps there;
// found in several, the place wins whose document is the result object's own (its _id) and whose field
// names end like the result's path (hero.heading for ...['hero']['heading']). Texts the query made
// (concatenations, constants) are in no document and get no mapping, as with the Content Lake.
import { jsonPath, type ContentSourceMap, type ContentSourceMapParsedPath } from '@sanity/client/csm'
import type { Doc } from '../documents.ts'

type Place = { doc: number; path: ContentSourceMapParsedPath }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const publishedId = (id: string) => id.replace(/^drafts\./, '')

/** Every text of every document (not Sanity's own _ fields), by value. */
function indexTexts(documents: readonly Doc[]): Map<string, Place[]> {
  const index = new Map<string, Place[]>()
  const walk = (value: unknown, doc: number, path: ContentSourceMapParsedPath) => {
    if (typeof value === 'string') {
      const places = index.get(value) ?? []
      places.push({ doc, path })
      index.set(value, places)
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => {
        const key = isRecord(item) && typeof item._key === 'string' ? item._key : null
        walk(item, doc, [...path, key ? { _key: key, _index: i } : i])
      })
    } else if (isRecord(value)) {
      for (const [field, item] of Object.entries(value)) if (!field.startsWith('_')) walk(item, doc, [...path, field])
    }
  }
  documents.forEach((doc, i) => walk(doc, i, []))
  return index
}

const fieldNames = (path: ContentSourceMapParsedPath) => path.filter((segment): segment is string => typeof segment === 'string')

/** How many field names the two paths share at their ends. */
function sameEnding(a: string[], b: string[]): number {
  let n = 0
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++
  return n
}

export function contentSourceMap(result: unknown, documents: readonly Doc[]): ContentSourceMap {
  const index = indexTexts(documents)
  const used = new Map<number, number>()
  const paths = new Map<string, number>()
  const mappings: ContentSourceMap['mappings'] = {}

  const walk = (value: unknown, path: ContentSourceMapParsedPath, ownerId: string | null) => {
    if (typeof value === 'string') {
      const places = index.get(value)
      if (!places?.length) return
      const names = fieldNames(path)
      const score = (place: Place) =>
        (ownerId && publishedId(String(documents[place.doc]!._id)) === ownerId ? 100 : 0) + sameEnding(names, fieldNames(place.path))
      const best = places.reduce((a, b) => (score(b) > score(a) ? b : a))
      if (!used.has(best.doc)) used.set(best.doc, used.size)
      const sourcePath = jsonPath(best.path)
      if (!paths.has(sourcePath)) paths.set(sourcePath, paths.size)
      mappings[jsonPath(path)] = {
        type: 'value',
        source: { type: 'documentValue', document: used.get(best.doc)!, path: paths.get(sourcePath)! },
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...path, i], ownerId))
    } else if (isRecord(value)) {
      const id = typeof value._id === 'string' ? publishedId(value._id) : ownerId
      for (const [field, item] of Object.entries(value)) if (!field.startsWith('_')) walk(item, [...path, field], id)
    }
  }
  walk(result, [], null)

  const sources = [...used.entries()].sort((a, b) => a[1] - b[1]).map(([doc]) => documents[doc]!)
  return {
    documents: sources.map((doc) => ({ _id: String(doc._originalId ?? doc._id), _type: doc._type })),
    paths: [...paths.keys()],
    mappings,
  }
}
