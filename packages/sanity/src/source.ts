import { readFile, stat } from 'node:fs/promises'
import { createClient, type SanityQueries } from '@sanity/client'
import { evaluate, parse } from 'groq-js'
import { API_VERSION } from './api-version.ts'

/** The result type typegen recorded for a query string defined with defineQuery. */
export type QueryResult<Q extends string> = Q extends keyof SanityQueries ? SanityQueries[Q] : unknown

export type QueryParams = Record<string, string | number | boolean | string[] | null>

export interface ContentSource {
  readonly kind: 'sanity' | 'embedded'
  fetch<Q extends string>(query: Q, params?: QueryParams): Promise<QueryResult<Q>>
  /**
   * Identifies the content a cached read came from. Next keeps its data cache across builds, so
   * the embedded dataset's version (file size and time) is part of every cache key: a re-seeded
   * dataset is never answered from entries of the previous one.
   */
  version(): Promise<string>
}

export type SanityConfig = {
  projectId: string
  dataset: string
  apiVersion: string
  token?: string
  /** Another API host than Sanity's (tests point the client at a local server that speaks the same HTTP API). */
  apiHost?: string
  /** Read through Sanity's API CDN (see createSanitySource). */
  useCdn?: boolean
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Why an API host other than Sanity's may not be used, or null when it may. The read (or write) token
 * goes with every request to it, so over https only; plain http only to this machine itself (a
 * stand-in Content Lake for tests).
 */
export function apiHostProblem(apiHost: string): string | null {
  let url: URL
  try {
    url = new URL(apiHost)
  } catch {
    return `SANITY_API_HOST is not a valid address: ${apiHost}`
  }
  if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) return null
  return `SANITY_API_HOST must be an https:// address (plain http only to this machine: localhost, 127.0.0.1 or [::1]), because the Sanity token is sent to it; got ${url.protocol}//${url.host}`
}

/** Client options for an API host other than https://<projectId>.api.sanity.io; throws for one apiHostProblem refuses. */
export function apiHostOptions(apiHost: string | undefined) {
  if (!apiHost) return {}
  const problem = apiHostProblem(apiHost)
  if (problem) throw new Error(problem)
  return { apiHost, useProjectHostname: false }
}

export { API_VERSION }

/**
 * Reads the Content Lake. By default without the API CDN: every page read sits behind a Next cache
 * tag that a publish webhook revalidates, so it runs once per publish and the CDN would only add its
 * delay. A reader that asks again every few seconds whatever happened (the page proxy) takes the CDN,
 * which Sanity flushes on every publish and of which every plan allows more requests than of the API.
 */
export function createSanitySource(config: SanityConfig): ContentSource {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    useCdn: config.useCdn ?? false,
    perspective: 'published',
    ...(config.token ? { token: config.token } : {}),
    ...apiHostOptions(config.apiHost),
  })
  return {
    kind: 'sanity',
    version: async () => `sanity:${config.projectId}:${config.dataset}`,
    fetch: <Q extends string>(query: Q, params: QueryParams = {}) => client.fetch(query, params) as Promise<QueryResult<Q>>,
  }
}

type Loaded = { mtimeMs: number; size: number; documents: unknown[] }

/**
 * Evaluates the same GROQ queries with groq-js over an NDJSON export. The file is re-read when it
 * changes on disk, so an edited dataset plus a revalidation webhook updates pages without a restart.
 */
export function createEmbeddedSource(datasetFile: string): ContentSource {
  let loaded: Loaded | undefined
  let pending: Promise<Loaded> | undefined

  async function documents(): Promise<unknown[]> {
    const info = await stat(datasetFile).catch(() => {
      throw new Error(`Content dataset not found at ${datasetFile}. Run "pnpm seed" to build it.`)
    })
    if (loaded && loaded.mtimeMs === info.mtimeMs && loaded.size === info.size) return loaded.documents
    pending ??= readFile(datasetFile, 'utf8')
      .then((text) => ({ mtimeMs: info.mtimeMs, size: info.size, documents: parseNdjson(text, datasetFile) }))
      .finally(() => {
        pending = undefined
      })
    loaded = await pending
    return loaded.documents
  }

  return {
    kind: 'embedded',
    async version() {
      const info = await stat(datasetFile).catch(() => undefined)
      return info ? `file:${info.size}:${info.mtimeMs}` : 'file:missing'
    },
    async fetch(query, params = {}) {
      const dataset = await documents()
      const tree = parse(query, { params })
      const value = await evaluate(tree, { dataset, params })
      return (await value.get()) as never
    },
  }
}

export function parseNdjson(text: string, name = 'dataset'): unknown[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      try {
        return JSON.parse(line) as unknown
      } catch {
        throw new Error(`${name}: line ${index + 1} is not valid JSON`)
      }
    })
}

/** In-memory source over documents, for tests and the seed preview. */
export function createMemorySource(dataset: unknown[]): ContentSource {
  return {
    kind: 'embedded',
    version: async () => 'memory',
    async fetch(query, params = {}) {
      const value = await evaluate(parse(query, { params }), { dataset, params })
      return (await value.get()) as never
    },
  }
}

export type ContentEnv = {
  SANITY_PROJECT_ID?: string | undefined
  SANITY_DATASET?: string | undefined
  SANITY_API_READ_TOKEN?: string | undefined
  /** Another API host than Sanity's: the Studio's browser test points the site at its Content Lake stand-in. */
  SANITY_API_HOST?: string | undefined
  CONTENT_DATASET?: string | undefined
}

/** Sanity when a project is configured, otherwise the embedded dataset (the default: no account needed). */
export function createContentSource(env: ContentEnv, defaultDatasetFile: string, options: { useCdn?: boolean } = {}): ContentSource {
  if (env.SANITY_PROJECT_ID && env.SANITY_DATASET) {
    return createSanitySource({
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      apiVersion: API_VERSION,
      ...(env.SANITY_API_READ_TOKEN ? { token: env.SANITY_API_READ_TOKEN } : {}),
      ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST } : {}),
      ...(options.useCdn ? { useCdn: true } : {}),
    })
  }
  return createEmbeddedSource(env.CONTENT_DATASET || defaultDatasetFile)
}
