import { createSchema, validateDocument, type SanityDocument, type Workspace } from 'sanity'
import type { DatasetDocument } from '@site/content'
import { createMemorySource } from '@site/sanity'
import { schemaTypes } from './schema-types/index.ts'

// Runs the Studio's own validation rules on a document, with GROQ lookups (unique addresses,
// redirect chains) answered from an in-memory dataset, as Studio would when an editor publishes it.

export const schema = createSchema({ name: 'default', types: schemaTypes })

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
