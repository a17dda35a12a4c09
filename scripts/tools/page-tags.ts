// Which pages a publish of one document type regenerates: reads every page, town page and article of the
// embedded dataset through the site's content reader, records the cache tags of those reads, and counts
// the pages whose tags include the type (the revalidation webhook expires a type's tag on publish).
//   node scripts/tools/page-tags.ts [--type testimonial] [--list]
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { createContentReader, createMemorySource, parseNdjson, type ReadQuery } from '@site/sanity'

const { values } = parseArgs({ options: { type: { type: 'string', default: 'testimonial' }, list: { type: 'boolean', default: false } } })
const file = process.env.CONTENT_DATASET ?? new URL('../../web/content/dataset.ndjson', import.meta.url).pathname
const source = createMemorySource(parseNdjson(readFileSync(file, 'utf8'), file))

/** The tags of every read one page makes through `getPage`/`getLocation`/`getPost` (not the layout's, which no section changes). */
async function tagsOf(load: (reader: ReturnType<typeof createContentReader>) => Promise<unknown>): Promise<Set<string>> {
  const tags = new Set<string>()
  const read: ReadQuery = (query, params, readTags) => {
    readTags.forEach((tag) => tags.add(tag))
    return source.fetch(query, params)
  }
  // A fresh reader per page, so each page's reads are recorded and the layout read is left out.
  const reader = createContentReader(read)
  await reader.getLayout()
  tags.clear()
  await load(reader)
  return tags
}

const reader = createContentReader((query, params) => source.fetch(query, params))
const pages = (await reader.getPagePaths()).map((page) => page.path).filter((path): path is string => typeof path === 'string')
const towns = (await reader.getLocationSlugs()).map((town) => town.slug).filter((slug): slug is string => typeof slug === 'string')
const articles = (await reader.getPostSlugs()).map((post) => post.slug).filter((slug): slug is string => typeof slug === 'string')

const rows: { address: string; tags: Set<string> }[] = []
for (const path of pages) rows.push({ address: path, tags: await tagsOf((content) => content.getPage(path)) })
for (const slug of towns) rows.push({ address: `/locations/${slug}`, tags: await tagsOf((content) => content.getLocation(slug)) })
for (const slug of articles) rows.push({ address: `/blog/${slug}`, tags: await tagsOf((content) => content.getPost(slug)) })

const hit = rows.filter((row) => row.tags.has(values.type))
const kind = (prefix: string) => hit.filter((row) => row.address.startsWith(prefix)).length
if (values.list)
  for (const row of rows) console.log(`${row.tags.has(values.type) ? '*' : ' '} ${row.address}  ${[...row.tags].sort().join(' ')}`)
console.log(
  `Publishing a ${values.type} regenerates ${hit.length} of ${rows.length} pages ` +
    `(${hit.length - kind('/locations/') - kind('/blog/')} of ${pages.length} pages, ` +
    `${kind('/locations/')} of ${towns.length} town pages, ${kind('/blog/')} of ${articles.length} articles).`,
)
