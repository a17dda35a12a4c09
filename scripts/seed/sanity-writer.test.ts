import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDataset, type Dataset } from '@site/content'
import { isAssetDocument, referencesOf, sameContent, type Doc } from './documents.ts'
import { projectClient } from './run.ts'
import { DanglingReferenceError, writeToSanity } from './sanity-writer.ts'
import { landable } from './testing/landable.ts'
import { brokenReferences, startContentLake, type ContentLake } from './testing/content-lake-server.ts'

// The seed writer against a local server that speaks Sanity's query, mutate and assets endpoints,
// with the real @sanity/client pointed at it.

const TOKEN = 'write-token'
const quiet = { write: () => true, isTTY: false }

const withPrice = (dataset: Dataset, id: string, price: number): Dataset => ({
  ...dataset,
  documents: dataset.documents.map((doc) => (doc._id === id ? { ...doc, price } : doc)) as Dataset['documents'],
})

let lake: ContentLake
let dataset: Dataset
let seedDocs: Doc[]
const client = () =>
  projectClient({
    SANITY_PROJECT_ID: 'abc123',
    SANITY_DATASET: 'production',
    SANITY_API_WRITE_TOKEN: TOKEN,
    SANITY_API_HOST: lake.apiHost,
  })!

beforeAll(async () => {
  lake = await startContentLake({ projectId: 'abc123', dataset: 'production', token: TOKEN })
  dataset = landable(await buildDataset())
  seedDocs = dataset.documents.filter((doc: Doc) => !isAssetDocument(doc))
})
afterAll(() => lake?.close())

describe('writing the seed to a Sanity project', () => {
  it('uploads each image once, writes documents with createOrReplace in batches, references intact', async () => {
    expect(seedDocs.length).toBeGreaterThan(40)
    const summary = await writeToSanity(client(), dataset, { batchSize: 15, out: quiet })

    expect(lake.uploads).toHaveLength(dataset.assets.length)
    expect(summary.images).toEqual({ uploaded: dataset.assets.length, existing: 0 })
    expect(summary.plan.create).toHaveLength(seedDocs.length)

    expect(lake.transactions).toHaveLength(Math.ceil(seedDocs.length / 15))
    for (const transaction of lake.transactions) {
      expect(transaction.length).toBeLessThanOrEqual(15)
      expect(transaction.every((mutation) => Object.keys(mutation).join() === 'createOrReplace')).toBe(true)
    }
    for (const doc of seedDocs) expect(sameContent(lake.documents.get(doc._id)!, doc), doc._id).toBe(true)
    expect(brokenReferences(lake.documents)).toEqual([])

    // Image fields reference the project's own image assets, served from Sanity's CDN.
    const imageRefs = seedDocs.flatMap((doc) => referencesOf(doc)).filter((id) => id.startsWith('image-'))
    expect(imageRefs.length).toBeGreaterThan(0)
    for (const id of imageRefs) {
      const asset = lake.documents.get(id)
      expect(asset?._type).toBe('sanity.imageAsset')
      expect(String(asset?.url)).toMatch(/^https:\/\/cdn\.sanity\.io\/images\/abc123\/production\//)
    }
  })

  it('changes nothing on a second run', async () => {
    const revisions = new Map([...lake.documents].map(([id, doc]) => [id, doc._rev]))
    const transactions = lake.transactions.length
    const summary = await writeToSanity(client(), dataset, { batchSize: 15, out: quiet })
    expect(summary.images).toEqual({ uploaded: 0, existing: dataset.assets.length })
    expect(summary.plan.unchanged).toHaveLength(seedDocs.length)
    expect(lake.uploads).toHaveLength(dataset.assets.length)
    expect(lake.transactions).toHaveLength(transactions)
    expect(new Map([...lake.documents].map(([id, doc]) => [id, doc._rev]))).toEqual(revisions)
  })

  it('dry-runs a changed price (reporting the field, writing nothing), then writes only that document', async () => {
    const edited = withPrice(dataset, 'plan-lawn-program', 61)
    const transactions = lake.transactions.length
    const dry = await writeToSanity(client(), edited, { dryRun: true, out: quiet })
    expect(dry.plan.create).toEqual([])
    expect(dry.plan.update.map(({ doc, fields }) => [doc._id, fields])).toEqual([['plan-lawn-program', ['price']]])
    expect(lake.transactions).toHaveLength(transactions)
    expect(lake.documents.get('plan-lawn-program')?.price).not.toBe(61)

    await writeToSanity(client(), edited, { out: quiet })
    expect(lake.transactions.slice(transactions)).toEqual([
      [{ createOrReplace: expect.objectContaining({ _id: 'plan-lawn-program', price: 61 }) }],
    ])
    expect(lake.documents.get('plan-lawn-program')?.price).toBe(61)
  })

  it('refuses a seed with a reference to a missing document before uploading or writing anything', async () => {
    const fresh = await startContentLake({ projectId: 'abc123', dataset: 'production', token: TOKEN })
    try {
      const broken: Dataset = {
        ...dataset,
        documents: [
          ...dataset.documents,
          {
            _id: 'faq-orphan',
            _type: 'faq',
            question: 'Q?',
            answer: 'A.',
            topic: 'general',
            see: { _type: 'reference', _ref: 'page-nowhere' },
          },
        ] as Dataset['documents'],
      }
      const writer = projectClient({
        SANITY_PROJECT_ID: 'abc123',
        SANITY_DATASET: 'production',
        SANITY_API_WRITE_TOKEN: TOKEN,
        SANITY_API_HOST: fresh.apiHost,
      })!
      await expect(writeToSanity(writer, broken, { out: quiet })).rejects.toThrow(DanglingReferenceError)
      await expect(writeToSanity(writer, broken, { out: quiet })).rejects.toThrow(/faq-orphan -> page-nowhere/)
      expect(fresh.uploads).toEqual([])
      expect(fresh.transactions).toEqual([])
    } finally {
      await fresh.close()
    }
  })

  it('is refused by the project without the right token', async () => {
    const intruder = projectClient({
      SANITY_PROJECT_ID: 'abc123',
      SANITY_DATASET: 'production',
      SANITY_API_WRITE_TOKEN: 'wrong',
      SANITY_API_HOST: lake.apiHost,
    })!
    await expect(writeToSanity(intruder, dataset, { out: quiet })).rejects.toThrow(/Unauthorized|Session not found/)
  })
})
