import { createSchema, createWorkspaceFromConfig, validateDocument, type Workspace } from 'sanity'
import type { DatasetDocument } from '@site/content'
import config from '../sanity.config.ts'
import { schemaTypes } from './schema-types/index.ts'
import { EDITOR, memoryClient } from './testing/offline-source.ts'

// Runs the Studio's own validation rules on a document, with GROQ lookups (unique addresses,
// redirect chains) answered from an in-memory dataset, as Studio would when an editor publishes it.

export const schema = createSchema({ name: 'default', types: schemaTypes })

/** The Studio's real workspace (sanity.config.ts), its client answering from `documents`. */
export function workspaceFor(documents: readonly unknown[]): Promise<Workspace> {
  return createWorkspaceFromConfig({ ...config, currentUser: EDITOR, getClient: () => memoryClient(documents) })
}

export async function errorsOf(document: DatasetDocument, documents: readonly DatasetDocument[]): Promise<string[]> {
  return markersOf(document, documents, 'error')
}

/** The warnings Studio shows beside the fields (for example a risky claim), as "path: message". */
export async function warningsOf(document: DatasetDocument, documents: readonly DatasetDocument[]): Promise<string[]> {
  return markersOf(document, documents, 'warning')
}

async function markersOf(document: DatasetDocument, documents: readonly DatasetDocument[], level: 'error' | 'warning'): Promise<string[]> {
  const ids = new Set(documents.map((doc) => doc._id))
  const markers = await validateDocument({
    // A stored document carries these system fields; the seed leaves them to the Content Lake.
    document: { _createdAt: '', _updatedAt: '', _rev: '', ...document },
    workspace: await workspaceFor(documents),
    getDocumentExists: async ({ id }) => ids.has(id),
    environment: 'cli',
  })
  const segment = (part: unknown) => (part && typeof part === 'object' && '_key' in part ? `[_key=="${String(part._key)}"]` : String(part))
  return markers.filter((marker) => marker.level === level).map((marker) => `${marker.path.map(segment).join('.')}: ${marker.message}`)
}
