import { beforeAll, describe, expect, it } from 'vitest'
import { createSchema, validateDocument, type SanityDocument, type Workspace } from 'sanity'
import { buildDataset, type DatasetDocument } from '@site/content'
import { createMemorySource } from '@site/sanity'
import { schemaTypes } from './schema-types/index.ts'

// Runs the Studio's own validation rules (required fields, lengths, custom rules such as redirect
// chains) over every seed document, as Studio would when an editor publishes it.

const schema = createSchema({ name: 'default', types: schemaTypes })

export function workspaceFor(documents: readonly unknown[]): Workspace {
  const source = createMemorySource([...documents])
  const client = {
    fetch: (query: string, params?: Record<string, string>) => source.fetch(query, params ?? {}),
    withConfig: () => client,
  }
  // validateDocument reads only these members of a workspace.
  return { schema, getClient: () => client } as unknown as Workspace
}

export async function errorsOf(document: DatasetDocument, documents: readonly DatasetDocument[]): Promise<string[]> {
  const ids = new Set(documents.map((doc) => doc._id))
  const markers = await validateDocument({
    document: document as unknown as SanityDocument,
    workspace: workspaceFor(documents),
    getDocumentExists: async ({ id }) => ids.has(id),
    environment: 'cli',
  })
  const segment = (part: unknown) =>
    part && typeof part === 'object' && '_key' in part ? `[_key=="${String((part as { _key: unknown })._key)}"]` : String(part)
  return markers.filter((marker) => marker.level === 'error').map((marker) => `${marker.path.map(segment).join('.')}: ${marker.message}`)
}

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
