// `pnpm seed --out FILE`: the dataset as an NDJSON file for `sanity dataset import FILE <dataset>`.
// The import tool does not take image asset documents (they belong to the project that stores the
// file); it takes, in place of each image's asset reference, `_sanityAsset: "image@file:///…"`,
// uploads that file (once per file) and sets the reference itself. The images are written to a
// folder next to FILE, and the addresses are absolute because the tool resolves relative ones only
// inside a tarball.
import { mkdir, rename, writeFile } from 'node:fs/promises'
import { basename, dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Dataset } from '@site/content'
import { danglingReferences, isAssetDocument, type Doc } from './documents.ts'
import { DanglingReferenceError } from './sanity-writer.ts'

/** Replaces `asset: { _ref: <image id> }` with the import tool's `_sanityAsset` pointer. */
function withAssetPointers<T>(value: T, files: ReadonlyMap<string, string>): T {
  if (Array.isArray(value)) return value.map((item) => withAssetPointers(item, files)) as T
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) {
      const ref = key === 'asset' && item && typeof item === 'object' && '_ref' in item ? item._ref : undefined
      const file = typeof ref === 'string' ? files.get(ref) : undefined
      if (file) out._sanityAsset = `image@${pathToFileURL(file).href}`
      else out[key] = withAssetPointers(item, files)
    }
    return out as T
  }
  return value
}

export async function writeImportFile(dataset: Dataset, file: string): Promise<{ documents: number; images: number; assetDir: string }> {
  const documents = dataset.documents.filter((doc: Doc) => !isAssetDocument(doc))
  const ids = new Set([...documents, ...dataset.assets.map((asset) => asset.document)].map((doc) => doc._id))
  const dangling = danglingReferences(documents, (id) => ids.has(id))
  if (dangling.length) {
    const lines = dangling.slice(0, 20).map(({ from, to }) => `  ${from} -> ${to}`)
    throw new DanglingReferenceError(`${dangling.length} reference(s) point to documents missing from the seed:\n${lines.join('\n')}`)
  }
  const target = resolve(file)
  const assetDir = join(dirname(target), `${basename(target).replace(/\.ndjson$/i, '')}-images`)
  await mkdir(assetDir, { recursive: true })
  const files = new Map<string, string>()
  for (const asset of dataset.assets) {
    const path = join(assetDir, asset.fileName)
    await writeFile(path, asset.data)
    files.set(asset.document._id, path)
  }
  const ndjson = documents.map((doc) => JSON.stringify(withAssetPointers(doc, files))).join('\n') + '\n'
  const temporary = `${target}.${process.pid}.tmp`
  await writeFile(temporary, ndjson)
  await rename(temporary, target)
  return { documents: documents.length, images: files.size, assetDir }
}
