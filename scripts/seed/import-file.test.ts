import { createHash } from 'node:crypto'
import { createReadStream, existsSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sanityImport } from '@sanity/import'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDataset, type Dataset } from '@site/content'
import { isAssetDocument, referencesOf, type Doc } from './documents.ts'
import { writeImportFile } from './import-file.ts'
import { projectClient } from './run.ts'
import { DanglingReferenceError } from './sanity-writer.ts'
import { landable } from './testing/landable.ts'
import { brokenReferences, startContentLake } from './testing/content-lake-server.ts'

// `pnpm seed --out FILE`, checked by feeding the file to Sanity's own import library (the one behind
// `sanity dataset import`) pointed at a local server that speaks the Sanity API.

let scratch: string
let dataset: Dataset
let file: string
let lines: Doc[]

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'seed-out-'))
  dataset = landable(await buildDataset())
  file = join(scratch, 'seed.ndjson')
  await writeImportFile(dataset, file)
  lines = readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Doc)
})
afterAll(() => rm(scratch, { recursive: true, force: true }))

const pointers = (value: unknown, found: string[] = []): string[] => {
  if (Array.isArray(value)) value.forEach((item) => pointers(item, found))
  else if (value && typeof value === 'object') {
    const pointer = (value as { _sanityAsset?: unknown })._sanityAsset
    if (typeof pointer === 'string') found.push(pointer)
    Object.values(value).forEach((item) => pointers(item, found))
  }
  return found
}

describe('pnpm seed --out FILE', () => {
  it('writes one document per line, images as import pointers to files beside it', () => {
    const seedDocs = dataset.documents.filter((doc: Doc) => !isAssetDocument(doc))
    expect(lines.map((doc) => doc._id)).toEqual(seedDocs.map((doc) => doc._id))
    expect(lines.filter((doc) => doc._type.startsWith('sanity.'))).toEqual([])
    expect(lines.flatMap((doc) => referencesOf(doc)).filter((id) => id.startsWith('image-'))).toEqual([])
    const files = [...new Set(lines.flatMap((doc) => pointers(doc)))]
    expect(files.length).toBeGreaterThan(0)
    for (const pointer of files) {
      expect(pointer).toMatch(/^image@file:\/\//)
      const path = fileURLToPath(pointer.slice('image@'.length))
      expect(existsSync(path)).toBe(true)
      const sha1 = createHash('sha1').update(readFileSync(path)).digest('hex')
      expect(dataset.assets.some((asset) => asset.document.sha1hash === sha1)).toBe(true)
    }
  })

  it("is accepted by Sanity's import tool: documents created, images uploaded once, references strong and intact", async () => {
    const lake = await startContentLake({ projectId: 'abc123', dataset: 'production', token: 'write-token' })
    try {
      const client = projectClient({
        SANITY_PROJECT_ID: 'abc123',
        SANITY_DATASET: 'production',
        SANITY_API_WRITE_TOKEN: 'write-token',
        SANITY_API_HOST: lake.apiHost,
      })!
      const result = await sanityImport(createReadStream(file), {
        client,
        operation: 'createOrReplace',
        targetProjectId: 'abc123',
        targetDataset: 'production',
      })
      expect(result.numDocs).toBe(lines.length)
      const images = new Set(lines.flatMap((doc) => pointers(doc)))
      expect(lake.uploads).toHaveLength(images.size)
      for (const doc of lines) expect(lake.documents.has(doc._id), doc._id).toBe(true)
      expect(brokenReferences(lake.documents)).toEqual([])
      expect(JSON.stringify([...lake.documents.values()])).not.toContain('"_weak":true')
      const stored = lake.documents.get(lines.find((doc) => doc._type === 'post')!._id)!
      const imageRef = referencesOf(stored.image)[0]!
      expect(lake.documents.get(imageRef)?._type).toBe('sanity.imageAsset')
    } finally {
      await lake.close()
    }
  })

  it('refuses a seed with a reference to a document it does not contain', async () => {
    const broken: Dataset = {
      ...dataset,
      documents: [
        ...dataset.documents,
        { _id: 'faq-orphan', _type: 'faq', see: { _type: 'reference', _ref: 'page-nowhere' } },
      ] as Dataset['documents'],
    }
    await expect(writeImportFile(broken, join(scratch, 'broken.ndjson'))).rejects.toThrow(DanglingReferenceError)
    expect(existsSync(join(scratch, 'broken.ndjson'))).toBe(false)
  })
})
