import { beforeAll, describe, expect, it } from 'vitest'
import { buildDataset, type DatasetDocument } from '@site/content'
import { errorsOf, schema } from './validation-harness.ts'

// Runs the Studio's own validation rules (required fields, lengths, custom rules such as redirect
// chains) over every seed document, as Studio would when an editor publishes it.

describe('seed documents pass the Studio validation rules', () => {
  let all: DatasetDocument[] = []
  let documents: DatasetDocument[] = []
  beforeAll(async () => {
    all = (await buildDataset()).documents
    documents = all.filter((doc) => !doc._type.startsWith('sanity.'))
  })

  it('has a schema type for every seed document', () => {
    const missing = documents.filter((doc) => !schema.get(doc._type)).map((doc) => doc._type)
    expect(missing).toEqual([])
  })

  it('reports no validation error on any document', async () => {
    const failures: string[] = []
    for (const document of documents) {
      for (const error of await errorsOf(document, all)) failures.push(`${document._id} ${error}`)
    }
    expect(failures).toEqual([])
  })

  it('rejects a document that breaks a rule (the check can fail)', async () => {
    const settings = documents.find((doc) => doc._id === 'siteSettings')
    expect(settings).toBeDefined()
    const broken = { ...settings!, phone: '904-555-0142' } as DatasetDocument
    expect((await errorsOf(broken, all)).join('\n')).toMatch(/^phone:/m)
  })
})
