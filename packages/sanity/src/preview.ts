import { createClient, type ClientPerspective, type SanityClient } from '@sanity/client'
import { apiHostOptions, type QueryParams, type QueryResult, type SanityConfig } from './source.ts'
import { stegaFilter } from './stega.ts'

export type PreviewConfig = SanityConfig & {
  /** A Viewer token: drafts are private, so preview reads need one. */
  token: string
  /** Where the Studio runs; the edit markers in preview text link back to it. */
  studioUrl: string
}

/** Reads drafts for draft mode: never cached, with edit markers (stega) in visible text. */
export interface PreviewSource {
  /** The token-bearing client, for validating the Presentation tool's preview secret. */
  readonly client: SanityClient
  fetch<Q extends string>(query: Q, params: QueryParams, perspective: ClientPerspective): Promise<QueryResult<Q>>
}

export function createPreviewSource(config: PreviewConfig): PreviewSource {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token: config.token,
    useCdn: false,
    perspective: 'drafts',
    stega: { enabled: true, studioUrl: config.studioUrl, filter: stegaFilter },
    ...apiHostOptions(config.apiHost),
  })
  return {
    client,
    fetch: <Q extends string>(query: Q, params: QueryParams, perspective: ClientPerspective) =>
      client.fetch(query, params, { perspective }) as Promise<QueryResult<Q>>,
  }
}

/** Cookie the draft-mode routes (next-sanity) set when staff switch perspective in the Presentation tool. */
export const PERSPECTIVE_COOKIE = 'sanity-preview-perspective'

const PERSPECTIVE_NAME = /^[A-Za-z0-9._-]{1,64}$/

/**
 * The perspective a draft-mode request reads: drafts unless the Presentation tool asked for the
 * published view or a stack of releases ("rSpring,drafts"). Anything malformed falls back to drafts.
 */
export function perspectiveFrom(cookie: string | undefined): ClientPerspective {
  const names = (cookie ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => PERSPECTIVE_NAME.test(name))
  if (names.length === 0 || names.length > 10) return 'drafts'
  const [only] = names
  if (names.length === 1 && (only === 'published' || only === 'drafts')) return only
  return names
}
