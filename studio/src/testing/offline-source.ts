// A fully resolved Studio source built from sanity.config.ts without a network: the current user is a
// made-up administrator and the client answers GROQ from the given documents (groq-js), so structure,
// templates and initial values can be resolved in tests and scripts.
import { createSourceFromConfig, type CurrentUser, type SanityClient, type Source } from 'sanity'
import { API_VERSION, createMemorySource } from '@site/sanity'
import config from '../../sanity.config.ts'

export const EDITOR: CurrentUser = {
  id: 'offline-editor',
  name: 'Offline Editor',
  email: 'editor@example.com',
  role: 'administrator',
  roles: [{ name: 'administrator', title: 'Administrator' }],
}

/** The part of a client the Studio touches while resolving config, structure, initial values and validation. */
export function memoryClient(documents: readonly unknown[]): SanityClient {
  const source = createMemorySource([...documents])
  const client = {
    fetch: (query: string, params?: Record<string, string>) => source.fetch(query, params ?? {}),
    withConfig: () => client,
    config: () => ({
      projectId: 'offline0',
      dataset: 'production',
      apiVersion: API_VERSION,
      url: `https://offline0.api.sanity.io/v${API_VERSION}`,
    }),
  }
  // createSourceFromConfig types its client as a full SanityClient; only these members are used offline.
  return client as unknown as SanityClient
}

export function offlineSource(documents: readonly unknown[] = []): Promise<Source> {
  return createSourceFromConfig({ ...config, currentUser: EDITOR, getClient: () => memoryClient(documents) })
}
