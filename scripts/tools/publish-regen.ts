// Which pages a publish really regenerates, on the built site (`pnpm --filter web build` first): starts a
// production server over a copy of the dataset, visits every page, town page and article until Next serves
// each from its cache, posts a signed webhook for one document type, then visits them again and counts
// the pages Next did not answer from the cache (x-nextjs-cache other than HIT).
//   node scripts/tools/publish-regen.ts [--type testimonial]
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createContentReader, createMemorySource, parseNdjson, readFrom } from '@site/sanity'
import { startOwnServer } from '../../web/e2e/support/own-server.ts'
import { SIGNATURE_HEADER, signWebhook } from '../../web/e2e/support/webhook.ts'

const { values } = parseArgs({ options: { type: { type: 'string', default: 'testimonial' } } })
const SECRET = 'publish-regen-webhook-secret-0123456789abcdef'
const source = process.env.CONTENT_DATASET ?? new URL('../../web/content/dataset.ndjson', import.meta.url).pathname

const content = createContentReader(readFrom(createMemorySource(parseNdjson(readFileSync(source, 'utf8'), source))))
const addresses = [
  ...(await content.getPagePaths()).flatMap((page) => (page.path ? [page.path] : [])),
  ...(await content.getLocationSlugs()).flatMap((town) => (town.slug ? [`/locations/${town.slug}`] : [])),
  ...(await content.getPostSlugs()).flatMap((post) => (post.slug ? [`/blog/${post.slug}`] : [])),
]

const scratch = mkdtempSync(join(tmpdir(), 'publish-regen-'))
const datasetFile = join(scratch, 'dataset.ndjson')
copyFileSync(source, datasetFile)
const server = await startOwnServer({ CONTENT_DATASET: datasetFile, SANITY_REVALIDATE_SECRET: SECRET, LEADS_DB: join(scratch, 'leads.db') })

async function cacheStates(): Promise<Map<string, string>> {
  const states = new Map<string, string>()
  for (const address of addresses) {
    const response = await fetch(`${server.baseURL}${address}`, { redirect: 'manual' })
    await response.arrayBuffer()
    states.set(address, `${response.status} ${response.headers.get('x-nextjs-cache') ?? '-'}`)
  }
  return states
}

try {
  // Town pages and any page rendered on first visit are cached after it; three rounds settle every page.
  let before = await cacheStates()
  for (let round = 0; round < 3 && [...before.values()].some((state) => !state.endsWith('HIT')); round++) before = await cacheStates()
  const uncached = [...before].filter(([, state]) => !state.endsWith('HIT'))
  if (uncached.length)
    console.log(`Not cached before the publish: ${uncached.map(([address, state]) => `${address} (${state})`).join(', ')}`)

  const body = JSON.stringify({ _type: values.type, slug: null })
  const response = await fetch(`${server.baseURL}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(body, SECRET) },
    body,
  })
  console.log(`Webhook for ${values.type}: ${response.status} ${await response.text()}`)

  const after = await cacheStates()
  const regenerated = [...after].filter(([address, state]) => !state.endsWith('HIT') && before.get(address)?.endsWith('HIT'))
  for (const [address, state] of regenerated) console.log(`  regenerated ${address} (${state})`)
  const towns = regenerated.filter(([address]) => address.startsWith('/locations/')).length
  const articles = regenerated.filter(([address]) => address.startsWith('/blog/')).length
  console.log(
    `Publishing a ${values.type} regenerated ${regenerated.length} of ${addresses.length} pages ` +
      `(${regenerated.length - towns - articles} pages, ${towns} town pages, ${articles} articles).`,
  )
} finally {
  await server.stop()
  rmSync(scratch, { recursive: true, force: true })
}
