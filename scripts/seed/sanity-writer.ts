// Writes the seed dataset into a Sanity project, idempotently: images uploaded once (skipped when the
// project already has an asset with the same SHA-1), references to them rewritten to the project's asset
// ids, documents written with createOrReplace in batched transactions ordered so that no transaction
// references a document not written yet, and documents already equal to the seed left alone.
import type { SanityClient } from '@sanity/client'
import type { Dataset } from '@site/content'
import {
  batches,
  danglingReferences,
  isAssetDocument,
  planChanges,
  rewriteReferences,
  writeOrder,
  type Doc,
  type Plan,
} from './documents.ts'
import { Progress, type Output } from './progress.ts'

export type SeedAsset = Dataset['assets'][number]

export type WriteOptions = {
  /** Documents per transaction. */
  batchSize?: number
  /** Rough upper bound of one transaction's JSON, well under the API's request size limit. */
  maxBatchBytes?: number
  /** Only look: compute and return the plan, upload and write nothing. */
  dryRun?: boolean
  out?: Output
}

export type WriteSummary = {
  plan: Plan
  images: { uploaded: number; existing: number }
  transactions: number
}

const ID_CHUNK = 200

async function fetchInChunks<T>(client: SanityClient, query: string, values: readonly string[], param: string): Promise<T[]> {
  const results: T[] = []
  for (let start = 0; start < values.length; start += ID_CHUNK) {
    results.push(...(await client.fetch<T[]>(query, { [param]: values.slice(start, start + ID_CHUNK) }, { perspective: 'published' })))
  }
  return results
}

/** Project asset ids of images the project already holds, by SHA-1. */
async function existingAssets(client: SanityClient, assets: readonly SeedAsset[]): Promise<Map<string, string>> {
  const hashes = assets.map((asset) => asset.document.sha1hash)
  const found = await fetchInChunks<{ _id: string; sha1hash: string }>(
    client,
    '*[_type == "sanity.imageAsset" && sha1hash in $hashes]{ _id, sha1hash }',
    hashes,
    'hashes',
  )
  return new Map(found.map((asset) => [asset.sha1hash, asset._id]))
}

export class DanglingReferenceError extends Error {}

export async function writeToSanity(client: SanityClient, dataset: Dataset, options: WriteOptions = {}): Promise<WriteSummary> {
  const out = options.out ?? process.stderr
  const documents: Doc[] = dataset.documents.filter((doc: Doc) => !isAssetDocument(doc))

  // 1. References must land: on a seed document, a seed image, or a document the project already has.
  // Checked before anything is uploaded or written, so a broken seed changes nothing.
  const seedIds = new Set(documents.map((doc) => doc._id))
  const imageIds = new Set(dataset.assets.map((asset) => asset.document._id))
  const known = (id: string) => seedIds.has(id) || imageIds.has(id)
  const outside = [...new Set(danglingReferences(documents, known).map((ref) => ref.to))]
  const inProject = new Set(await fetchInChunks<string>(client, '*[_id in $ids]._id', outside, 'ids'))
  const dangling = danglingReferences(documents, (id) => known(id) || inProject.has(id))
  if (dangling.length) {
    const lines = dangling.slice(0, 20).map(({ from, to }) => `  ${from} -> ${to}`)
    throw new DanglingReferenceError(
      `${dangling.length} reference(s) point to documents that are neither in the seed nor in the project:\n${lines.join('\n')}`,
    )
  }

  // 2. Images: reuse what the project has (same SHA-1), upload the rest once, point references at them.
  const byHash = await existingAssets(client, dataset.assets)
  const toUpload = dataset.assets.filter((asset) => !byHash.has(asset.document.sha1hash))
  const images = { uploaded: options.dryRun ? 0 : toUpload.length, existing: dataset.assets.length - toUpload.length }
  if (!options.dryRun && toUpload.length) {
    const progress = new Progress(out, 'Images   ', toUpload.length)
    for (const asset of toUpload) {
      const uploaded = await client.assets.upload('image', asset.data, {
        filename: asset.document.originalFilename,
        contentType: asset.document.mimeType,
      })
      byHash.set(asset.document.sha1hash, uploaded._id)
      progress.tick(1)
    }
    progress.finish(`${toUpload.length} uploaded, ${images.existing} already in the project`)
  }
  // Sanity names an image after its SHA-1 and size, as the embedded dataset does, so before the first
  // upload (dry run) the embedded id is the id the project will give it.
  const assetIds = new Map(dataset.assets.map((asset) => [asset.document._id, byHash.get(asset.document.sha1hash) ?? asset.document._id]))
  const rewritten = documents.map((doc) => rewriteReferences(doc, (id) => assetIds.get(id) ?? id))

  // 3. Compare with what the project holds; write only what differs.
  const existing = new Map((await fetchInChunks<Doc>(client, '*[_id in $ids]', [...seedIds], 'ids')).map((doc) => [doc._id, doc] as const))
  const plan = planChanges(rewritten, existing)
  const changed = [...plan.create, ...plan.update.map(({ doc }) => doc)]
  const { ordered, cyclic } = writeOrder(changed)
  const acyclic = ordered.slice(0, ordered.length - cyclic)
  const groups = [
    ...batches(acyclic, options.batchSize ?? 50, options.maxBatchBytes ?? 2_000_000),
    ...(cyclic ? [ordered.slice(ordered.length - cyclic)] : []),
  ]
  if (options.dryRun) return { plan, images, transactions: groups.length }

  const summary = `${plan.create.length} created, ${plan.update.length} updated, ${plan.unchanged.length} unchanged`
  if (!changed.length) {
    out.write(`Documents: ${summary}\n`)
    return { plan, images, transactions: 0 }
  }
  const progress = new Progress(out, 'Documents', changed.length)
  for (const [index, group] of groups.entries()) {
    const transaction = client.transaction()
    for (const doc of group) transaction.createOrReplace(doc)
    await transaction.commit({ visibility: 'sync', returnDocuments: false })
    progress.tick(group.length, `(transaction ${index + 1}/${groups.length})`)
  }
  progress.finish(summary)
  return { plan, images, transactions: groups.length }
}
