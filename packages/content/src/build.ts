import { mkdir, rename, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { referencesOf, rewriteReferences } from '@site/sanity'
import { buildAsset, type BuiltAsset } from './assets.ts'
import { withKeys } from './keys.ts'
import { withOrderRanks } from './order-ranks.ts'
import { placeholderName } from './refs.ts'
import { seedDocuments } from './documents/index.ts'
import type { SeedDocument } from './seed-types.ts'

export type DatasetDocument = SeedDocument | BuiltAsset['document']

export type Dataset = {
  documents: DatasetDocument[]
  assets: BuiltAsset[]
}

/**
 * Every seed document with stable ids and keys, plus one image asset per illustration used.
 * Illustration placeholders in image fields become references to those assets.
 */
export async function buildDataset(): Promise<Dataset> {
  const seeds = await seedDocuments()
  const names = new Set(referencesOf(seeds).flatMap((id) => placeholderName(id) ?? []))
  const assets = await Promise.all([...names].sort().map((name) => buildAsset(name)))
  const idByName = new Map([...names].sort().map((name, index) => [name, assets[index]!.document._id]))
  // Illustration placeholders become the ids of their asset documents; other references stay.
  const swap = (id: string) => {
    const name = placeholderName(id)
    return name ? idByName.get(name) : id
  }
  const documents = withOrderRanks(seeds).map((doc) => withKeys(rewriteReferences(doc, swap), doc._id))
  const ids = new Set<string>()
  for (const doc of documents) {
    if (ids.has(doc._id)) throw new Error(`Two seed documents share the id ${doc._id}`)
    ids.add(doc._id)
  }
  const uniqueAssets = [...new Map(assets.map((asset) => [asset.document._id, asset])).values()]
  return { documents: [...documents, ...uniqueAssets.map((asset) => asset.document)], assets: uniqueAssets }
}

/** Writes the dataset as NDJSON (one document per line, the format `sanity dataset import` reads) and the asset files. */
export async function writeDataset(dataset: Dataset, options: { datasetFile: string; assetDir: string }): Promise<void> {
  await mkdir(dirname(options.datasetFile), { recursive: true })
  await mkdir(options.assetDir, { recursive: true })
  const ndjson = dataset.documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n'
  await Promise.all(dataset.assets.map((asset) => writeFile(join(options.assetDir, asset.fileName), asset.data)))
  // Write to a temporary name and rename, so a running site never reads a half-written dataset.
  const temporary = `${options.datasetFile}.${process.pid}.tmp`
  await writeFile(temporary, ndjson)
  await rename(temporary, options.datasetFile)
}
